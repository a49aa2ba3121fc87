package org.tengen.cli;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code worker}: a worker of distributed imports, until stopped. */
@Command(name = "worker", mixinStandardHelpOptions = true,
        description = {"Runs a worker of distributed imports in the foreground: it takes workbooks from the broker "
                + "(spring.artemis.broker-url, e.g. tcp://broker:61616) and imports each into the shared database "
                + "(--db). Start as many as there are machines; stop with Ctrl-C. See the README."})
public class WorkerCommand implements Callable<Integer> {

    @Mixin
    CommonOptions common;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        try (ConfigurableApplicationContext ctx = RegistryContext.start(common, "worker")) {
            spec.commandLine().getOut().println("tengen worker: waiting for workbooks on queue "
                    + org.tengen.scale.DistributedImport.QUEUE + " (Ctrl-C to stop)");
            spec.commandLine().getOut().flush();
            CountDownLatch stop = new CountDownLatch(1);
            Runtime.getRuntime().addShutdownHook(new Thread(stop::countDown));
            stop.await();
        }
        return ExitCode.DONE;
    }
}
