package org.tengen.scale;

import java.nio.file.Path;
import java.util.List;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.launch.JobOperator;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.context.annotation.Profile;
import org.springframework.stereotype.Service;
import org.tengen.imports.ImportService;

/** The manager's side of a distributed import: starts it, waits, and reads back what each worker did. */
@Service
@Profile("manager")
public class DistributedImportService {

    private final JobOperator operator;
    private final Job job;
    private final ImportService imports;

    public DistributedImportService(JobOperator operator, @Qualifier("importDistributedJob") Job job,
                                    ImportService imports) {
        this.operator = operator;
        this.job = job;
        this.imports = imports;
    }

    public List<ImportService.Outcome> importAll(List<Path> paths) {
        // Workers on other machines need paths they can open: absolute ones, on the shared folder.
        return imports.importPartitioned(paths.stream().map(Path::toAbsolutePath).toList(), job);
    }
}
