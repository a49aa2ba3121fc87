package org.tengen.scale;

import jakarta.jms.ConnectionFactory;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.builder.JobBuilder;
import org.springframework.batch.core.partition.Partitioner;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.Step;
import org.springframework.batch.core.step.builder.StepBuilder;
import org.springframework.batch.infrastructure.item.ExecutionContext;
import org.springframework.batch.integration.partition.BeanFactoryStepLocator;
import org.springframework.batch.integration.partition.MessageChannelPartitionHandler;
import org.springframework.batch.integration.partition.StepExecutionRequestHandler;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Profile;
import org.springframework.integration.channel.DirectChannel;
import org.springframework.integration.core.MessagingTemplate;
import org.springframework.integration.dsl.IntegrationFlow;
import org.springframework.integration.jms.dsl.Jms;
import org.tengen.imports.ImportService;
import org.tengen.imports.ImportSources;
import org.tengen.nightly.ChainStep;

/**
 * Importing beyond one machine: remote partitioning with Spring Batch Integration over a message
 * broker (ActiveMQ Artemis). The manager (profile {@code manager}) splits the workbooks into one
 * partition each and sends the requests to the queue {@code tengen.partitions}; workers (profile
 * {@code worker}, the same jar on other machines) take them, import their workbook — the whole
 * import job, in the worker — and record the outcome; the manager follows the partitions in the
 * shared job repository (PostgreSQL in production). The workbooks must be where every worker can
 * read them (a shared folder).
 */
public final class DistributedImport {

    public static final String QUEUE = "tengen.partitions";
    public static final String JOB = "import-distributed";
    public static final String WORKER_STEP = "import-workbook";
    public static final String LOCAL_JOB = "import-partitioned";

    private DistributedImport() {
    }

    /**
     * One partition a workbook: its path, root and name. The job parameter {@code paths} names a
     * file listing the paths given to the import, one a line (a night may bring a thousand).
     */
    static Partitioner partitioner(String pathsFile, Path workspace) {
        return gridSize -> {
            List<Path> list;
            try {
                list = java.nio.file.Files.readAllLines(Path.of(pathsFile)).stream().filter(s -> !s.isBlank())
                        .map(Path::of).toList();
            } catch (java.io.IOException e) {
                throw new IllegalStateException("cannot read the list of workbooks " + pathsFile + ": " + e.getMessage(), e);
            }
            ImportSources.Found found = ImportSources.find(list, workspace);
            Map<String, ExecutionContext> out = new HashMap<>();
            int i = 0;
            for (ImportSources.Unit u : found.units()) {
                ExecutionContext c = new ExecutionContext();
                c.putString("source", u.source());
                c.putString("workbook", u.workbook().toAbsolutePath().toString());
                c.putString("root", u.root().toAbsolutePath().toString());
                out.put(String.format("workbook%05d", i++), c);
            }
            return out;
        };
    }

    /**
     * The step that imports one workbook (its partition's context names it): what a remote worker
     * runs, and what the local partitioned import runs on every core.
     */
    @Configuration
    public static class WorkbookStep {

        @Bean(name = WORKER_STEP)
        public Step importWorkbook(JobRepository repository, ImportService imports) {
            return new ChainStep(WORKER_STEP, repository, step -> {
                ExecutionContext c = step.getExecutionContext();
                ImportService.Outcome o = imports.importOne(new ImportSources.Unit(c.getString("source"),
                        Path.of(c.getString("workbook")), Path.of(c.getString("root"))));
                c.putString("outcome", o.outcome());
                if (o.batch() != null) {
                    c.putLong("batch", o.batch());
                }
                if (o.message() != null) {
                    c.putString("message", o.message());
                }
            });
        }


        /**
         * The import of many workbooks on one machine: a partitioned step, one partition a workbook,
         * {@code tengen.import.parallel} (default: every core) at a time.
         */
        @Bean
        public Job importPartitionedJob(JobRepository repository, @org.springframework.beans.factory.annotation.Qualifier(
                WORKER_STEP) Step importWorkbook, Partitioner workbookPartitioner,
                                        @Value("${tengen.import.parallel:0}") int parallel) {
            int n = parallel > 0 ? parallel : Runtime.getRuntime().availableProcessors();
            org.springframework.core.task.SimpleAsyncTaskExecutor executor =
                    new org.springframework.core.task.SimpleAsyncTaskExecutor("import-");
            executor.setConcurrencyLimit(n);
            org.springframework.batch.core.partition.support.TaskExecutorPartitionHandler h =
                    new org.springframework.batch.core.partition.support.TaskExecutorPartitionHandler();
            h.setStep(importWorkbook);
            h.setTaskExecutor(executor);
            h.setGridSize(n);
            Step manager = new StepBuilder("import-workbooks", repository)
                    .partitioner(WORKER_STEP, workbookPartitioner).partitionHandler(h).build();
            return new JobBuilder(LOCAL_JOB, repository).start(manager).build();
        }

        @Bean
        @org.springframework.batch.core.configuration.annotation.StepScope
        public Partitioner workbookPartitioner(@Value("#{jobParameters['paths']}") String paths,
                                               @Value("${tengen.work:data/import-work}") String workspace) {
            return partitioner(paths, Path.of(workspace));
        }
    }

    /** The manager: the job that sends one request a workbook and waits for the workers. */
    @Configuration
    @Profile("manager")
    public static class Manager {

        @Bean
        public DirectChannel partitionRequests() {
            return new DirectChannel();
        }

        @Bean
        public IntegrationFlow partitionRequestsToBroker(ConnectionFactory connectionFactory) {
            return IntegrationFlow.from(partitionRequests())
                    .handle(Jms.outboundAdapter(connectionFactory).destination(QUEUE)).get();
        }

        @Bean
        public MessageChannelPartitionHandler partitionHandler(JobRepository repository,
                @Value("${tengen.scale.grid-size:8}") int gridSize) {
            MessageChannelPartitionHandler h = new MessageChannelPartitionHandler();
            MessagingTemplate template = new MessagingTemplate();
            template.setDefaultChannel(partitionRequests());
            h.setMessagingOperations(template);
            h.setJobRepository(repository);
            h.setStepName(WORKER_STEP);
            h.setGridSize(gridSize);
            h.setPollInterval(200);
            h.setTimeout(6 * 60 * 60 * 1000L);
            return h;
        }


        @Bean
        public Job importDistributedJob(JobRepository repository, MessageChannelPartitionHandler handler,
                                        Partitioner workbookPartitioner) {
            Step manager = new StepBuilder("import-workbooks", repository)
                    .partitioner(WORKER_STEP, workbookPartitioner)
                    .partitionHandler(handler).build();
            return new JobBuilder(JOB, repository).start(manager).build();
        }
    }

    /** A worker: takes requests from the broker and runs the import of one workbook each. */
    @Configuration
    @Profile("worker")
    public static class Worker {

        @Bean
        public StepExecutionRequestHandler stepExecutionRequestHandler(JobRepository repository,
                                                                       BeanFactory beanFactory) {
            StepExecutionRequestHandler h = new StepExecutionRequestHandler();
            BeanFactoryStepLocator locator = new BeanFactoryStepLocator();
            locator.setBeanFactory(beanFactory);
            h.setStepLocator(locator);
            h.setJobRepository(repository);
            return h;
        }

        @Bean
        public IntegrationFlow partitionRequestsFromBroker(ConnectionFactory connectionFactory,
                                                           StepExecutionRequestHandler handler) {
            return IntegrationFlow.from(Jms.messageDrivenChannelAdapter(connectionFactory).destination(QUEUE))
                    .handle(handler, "handle").nullChannel();
        }
    }
}
