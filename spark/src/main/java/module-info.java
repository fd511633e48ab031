/**
 * {@code sudokux spark}: the batch jobs and distributed exact cover counts on Apache Spark, over the
 * core library. Nothing is exported: the jobs are run ({@code dev.sudokux.spark.SparkMain}, loaded by
 * the command or given to spark-submit), not used as a library.
 *
 * <p>Spark, Hadoop and Scala stay on the class path: their jars have no module names, and Spark's
 * cannot even be an automatic module ({@code spark-core_2.13} makes the name {@code spark.core.2.13},
 * and {@code 2} is not a Java identifier). So this module reads the class path (the unnamed module):
 * {@code --add-reads dev.sudokux.spark=ALL-UNNAMED} when it is compiled (spark/pom.xml). What it
 * gains is the other half: it can use only what core exports, checked when it is compiled. The jobs
 * run on the class path, as Spark runs everything: the shaded jar leaves the descriptor out, and the
 * tests run on the class path too.
 *
 * <p>{@code opens}: Spark serialises the jobs' functions and reaches into them by reflection, and
 * picocli reads the commands' annotated options.
 */
open module dev.sudokux.spark {
    requires dev.sudokux.core;
    requires info.picocli;
}
