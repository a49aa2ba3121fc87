/**
 * Workbooks as files: any {@code .xlsx} or {@code .xls} read into raw sheets with the limits that
 * guard against hostile files, and error reports written back as workbooks. Shared by the import
 * of result sheets and the import of the member list; the meaning of a sheet is the {@code sheet}
 * package's, and what is done with it the callers'.
 */
package org.tengen.workbook;
