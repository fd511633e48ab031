package dev.sudokux.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.apache.spark.SimpleFutureAction;
import org.apache.spark.SparkException;
import org.apache.spark.api.java.JavaRDD;
import scala.Function0;
import scala.Function1;
import scala.Function2;
import scala.collection.Iterator;
import scala.jdk.javaapi.CollectionConverters;
import scala.runtime.BoxedUnit;

/**
 * Runs a job whose every partition gives one result, and hands the results to the driver's thread in
 * partition order as soon as each one and all before it have come, while the job goes on: answers
 * stream out in input order without waiting for the whole job, and without Spark's
 * {@code toLocalIterator}, which runs the partitions one after the other.
 *
 * <p>Exactly once: Spark hands the driver one result a partition, the first successful attempt's,
 * whatever tasks were lost and run again on the way (a lost executor, a retried task, a speculative
 * copy), so a result is never counted twice.
 */
final class InOrder {

    /** Takes the results, in partition order, on the thread that called {@link #run}. */
    interface Sink<R> {
        void accept(int partition, R result);
    }

    /** Told of each result as it arrives, in any order (for progress). */
    interface Arrivals<R> {
        void arrived(int partition, R result, int done, int total);

        /** Called a few times a second while waiting. */
        default void tick() {
        }
    }

    private InOrder() {
    }

    /**
     * Runs {@code rdd} (one element a partition), giving each partition's element to {@code sink} in
     * order.
     *
     * @throws InterruptedException when this thread is interrupted: the job is cancelled
     * @throws SparkException       when the job fails (a task failed more often than Spark allows)
     */
    static <R> void run(JavaRDD<R> rdd, Sink<R> sink, Arrivals<R> arrivals)
            throws InterruptedException, SparkException {
        int total = rdd.getNumPartitions();
        if (total == 0) {
            return;
        }
        LinkedBlockingQueue<Object[]> queue = new LinkedBlockingQueue<>();
        List<Object> partitions = new ArrayList<>(total);
        for (int p = 0; p < total; p++) {
            partitions.add(p);
        }
        Function1<Iterator<R>, R> first = firstElement();
        Function2<Object, R, BoxedUnit> handler = (index, result) -> {
            queue.add(new Object[] {index, result});
            return BoxedUnit.UNIT;
        };
        Function0<Object> done = () -> null;
        SimpleFutureAction<Object> job = rdd.context().submitJob(rdd.rdd(), first,
                CollectionConverters.asScala(partitions).toList(), handler, done);
        Map<Integer, R> early = new HashMap<>();
        int next = 0;
        int arrived = 0;
        try {
            while (next < total) {
                Object[] got = queue.poll(200, TimeUnit.MILLISECONDS);
                if (got == null) {
                    arrivals.tick();
                    if (job.isCompleted()) {
                        job.get(); // throws the job's failure
                        if (queue.isEmpty()) {
                            throw new SparkException("the job ended without the results of "
                                    + (total - arrived) + " of its " + total + " tasks");
                        }
                    }
                    continue;
                }
                int index = (Integer) got[0];
                @SuppressWarnings("unchecked")
                R result = (R) got[1];
                arrived++;
                arrivals.arrived(index, result, arrived, total);
                early.put(index, result);
                while (early.containsKey(next)) {
                    sink.accept(next, early.remove(next));
                    next++;
                }
            }
        } catch (InterruptedException e) {
            job.cancel();
            throw e;
        } catch (RuntimeException | Error e) {
            job.cancel();
            throw e;
        }
    }

    /** The one element of a partition (the function runs on the executors, so it is serializable). */
    @SuppressWarnings("unchecked")
    private static <R> Function1<Iterator<R>, R> firstElement() {
        return (Function1<Iterator<R>, R> & Serializable) it -> it.next();
    }
}
