package org.tengen.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The house's shape, checked on the compiled classes: packages by domain with no import cycle
 * between them (a cycle makes two packages one), and a functional core — the rules, records,
 * verification, result sheets, ranks, tournament systems, standings, formats, ratings and
 * promotions — that is plain Java: no Spring, no JPA or Hibernate, no JDBC. Their {@code store}
 * subpackages are the shell around them and may use all of that.
 */
class PackagesTest {

    private static JavaClasses tengen;

    @BeforeAll
    static void importClasses() {
        tengen = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.tengen");
    }

    /**
     * A top-level package of org.tengen is one slice, with its subpackages — except a core's
     * {@code store}, the shell around a pure core (it reads and writes through the registry, which
     * speaks the core's types): that is a slice of its own. The application class in org.tengen
     * itself is another.
     */
    private static final SliceAssignment TOP_LEVEL_PACKAGES = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass c) {
            String p = c.getPackageName();
            if (p.equals("org.tengen")) {
                return SliceIdentifier.of("org.tengen (the application)");
            }
            if (!p.startsWith("org.tengen.")) {
                return SliceIdentifier.ignore();
            }
            String rest = p.substring("org.tengen.".length());
            int dot = rest.indexOf('.');
            String top = dot < 0 ? rest : rest.substring(0, dot);
            return SliceIdentifier.of(rest.startsWith(top + ".store") ? top + ".store" : top);
        }

        @Override
        public String getDescription() {
            return "top-level packages of org.tengen (a core's store apart)";
        }
    };

    @Test
    void noImportCycleBetweenTopLevelPackages() {
        slices().assignedFrom(TOP_LEVEL_PACKAGES).should().beFreeOfCycles().check(tengen);
    }

    @Test
    void noImportCycleBetweenAnyTwoPackages() {
        slices().matching("org.tengen.(**)").should().beFreeOfCycles().check(tengen);
    }

    @Test
    void theCoreIsPlainJava() {
        noClasses().that().resideInAnyPackage("org.tengen.rules..", "org.tengen.record..", "org.tengen.verification..",
                        "org.tengen.sheet..", "org.tengen.rank..", "org.tengen.tournament..", "org.tengen.standings..",
                        "org.tengen.formats..", "org.tengen.rating..", "org.tengen.promotion..")
                .and().resideOutsideOfPackages("org.tengen..store..")
                .should().dependOnClassesThat().resideInAnyPackage("org.springframework..", "jakarta.persistence..",
                        "org.hibernate..", "java.sql..", "javax.sql..")
                .because("the functional core takes values and returns values; persistence and jobs are the shell's")
                .check(tengen);
    }
}
