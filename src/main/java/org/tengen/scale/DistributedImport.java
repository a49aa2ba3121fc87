package org.tengen.scale;

import jakarta.jms.ConnectionFactory;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.builder.JobBuilder;
import org.springframework.batch.core.partition.Partitioner;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.Step;
import org.springframework.batch.core.step.builder.StepBuilder;
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
import org.tengen.imports.PartitionedImport;

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
    /** The step a worker runs: the import of one workbook, as on one machine. */
    public static final String WORKER_STEP = PartitionedImport.WORKER_STEP;

    private DistributedImport() {
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
