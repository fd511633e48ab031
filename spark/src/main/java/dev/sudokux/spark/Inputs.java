package dev.sudokux.spark;

import dev.sudokux.format.Format;
import dev.sudokux.format.FormatDetector;
import dev.sudokux.sudoku.Shape;
import java.io.BufferedReader;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RemoteIterator;
import org.apache.hadoop.io.compress.CompressionCodec;
import org.apache.hadoop.io.compress.CompressionCodecFactory;
import org.apache.hadoop.security.AccessControlException;

/**
 * The inputs of a batch job, in the order the command line names them: a file is itself; a
 * directory is the files under it (hidden ones, starting with {@code .} or {@code _}, left out) in
 * the order of their paths, as {@code DIR/*} would list them; a pattern ({@code data/*.txt},
 * {@code s3a://bucket/2024-*}) is the files it matches, in order. Any path Spark reads works: local
 * files, {@code hdfs://}, {@code s3a://} when the cluster has the connector; files compressed with a
 * codec Hadoop knows ({@code .gz}, {@code .bz2}) are read decompressed. Each input's format is
 * detected here, on the driver, from its first lines (or given with {@code --format}).
 */
final class Inputs {

    /**
     * One part of the input: a file to read, or a path that could not be read.
     *
     * @param name       the name answers and errors give it: the path as given on the command line
     *                   (under a directory or pattern given as a local path, the file's path from there)
     * @param path       the path Spark reads (qualified), or null for an unreadable input
     * @param format     the format it is read in
     * @param size       its length in bytes
     * @param unreadable why it could not be read, or null
     */
    record Input(String name, String path, Format format, long size, String unreadable) {
        /** Whether its puzzles are one a line, so that it can be cut into pieces read apart. */
        boolean lineOriented() {
            return format == Format.LINE || format == Format.JSON;
        }
    }

    private Inputs() {
    }

    /**
     * The inputs {@code args} name, each with its format ({@code forced}, or detected).
     *
     * @throws UserInputException when no input is named, or a format cannot hold {@code --box}'s shape
     */
    static List<Input> list(List<String> args, Format forced, Shape shape, Configuration conf) {
        if (args.isEmpty()) {
            throw new UserInputException("name the input files or directories (a Spark job reads paths, not standard "
                    + "input)");
        }
        List<Input> inputs = new ArrayList<>();
        for (String arg : args) {
            if (arg.equals("-")) {
                throw new UserInputException("a Spark job reads paths, not standard input ('-'): name the files");
            }
            for (Input found : expand(arg, conf)) {
                inputs.add(found.unreadable() != null ? found : withFormat(found, forced, shape, conf));
            }
        }
        return inputs;
    }

    /** The files {@code arg} names, unread. */
    private static List<Input> expand(String arg, Configuration conf) {
        List<Input> files = new ArrayList<>();
        try {
            Path path = new Path(arg);
            FileSystem fs = path.getFileSystem(conf);
            if (isPattern(arg)) {
                FileStatus[] matches = fs.globStatus(path);
                if (matches == null || matches.length == 0) {
                    return List.of(unreadable(arg, "no file matches it"));
                }
                List<FileStatus> sorted = new ArrayList<>(List.of(matches));
                sorted.sort((a, b) -> a.getPath().toString().compareTo(b.getPath().toString()));
                for (FileStatus s : sorted) {
                    if (s.isDirectory()) {
                        files.addAll(under(arg, s, fs));
                    } else {
                        files.add(file(arg, s, null));
                    }
                }
                return files;
            }
            FileStatus status = fs.getFileStatus(path);
            if (status.isDirectory()) {
                files.addAll(under(arg, status, fs));
                if (files.isEmpty()) {
                    return List.of(unreadable(arg, "the directory holds no files"));
                }
                return files;
            }
            return List.of(new Input(displayName(arg), status.getPath().toString(), null, status.getLen(), null));
        } catch (FileNotFoundException e) {
            return List.of(unreadable(arg, "no such file"));
        } catch (AccessControlException e) {
            return List.of(unreadable(arg, "permission denied"));
        } catch (IOException | IllegalArgumentException e) {
            return List.of(unreadable(arg, PuzzleWork.message(e)));
        }
    }

    /** The files under the directory {@code dir}, hidden ones left out, in path order. */
    private static List<Input> under(String arg, FileStatus dir, FileSystem fs) throws IOException {
        List<LocatedFileStatus> found = new ArrayList<>();
        RemoteIterator<LocatedFileStatus> it = fs.listFiles(dir.getPath(), true);
        String root = dir.getPath().toString();
        while (it.hasNext()) {
            LocatedFileStatus s = it.next();
            String relative = s.getPath().toString().substring(Math.min(root.length() + 1, s.getPath().toString().length()));
            if (!hidden(relative)) {
                found.add(s);
            }
        }
        found.sort((a, b) -> a.getPath().toString().compareTo(b.getPath().toString()));
        List<Input> files = new ArrayList<>();
        for (LocatedFileStatus s : found) {
            files.add(file(arg, s, dir));
        }
        return files;
    }

    /** Whether a path below a directory has a part starting with {@code .} or {@code _} (Hadoop's rule). */
    private static boolean hidden(String relative) {
        for (String part : relative.split("/")) {
            if (part.startsWith(".") || part.startsWith("_")) {
                return true;
            }
        }
        return false;
    }

    private static Input file(String arg, FileStatus s, FileStatus dir) {
        String qualified = s.getPath().toString();
        String name;
        if (hasScheme(arg)) {
            name = qualified;
        } else if (dir != null) {
            String root = dir.getPath().toString();
            name = java.nio.file.Path.of(arg).resolve(qualified.substring(root.length() + 1)).toString();
        } else {
            name = localName(s.getPath());
        }
        return new Input(name, qualified, null, s.getLen(), null);
    }

    /** A local file's name for answers: relative to the working directory when under it. */
    private static String localName(Path path) {
        java.nio.file.Path file = java.nio.file.Path.of(path.toUri().getPath());
        java.nio.file.Path here = java.nio.file.Path.of("").toAbsolutePath();
        return file.startsWith(here) ? here.relativize(file).toString() : file.toString();
    }

    private static boolean isPattern(String arg) {
        for (char c : new char[] {'*', '?', '[', '{'}) {
            if (arg.indexOf(c) >= 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasScheme(String arg) {
        int colon = arg.indexOf(':');
        int slash = arg.indexOf('/');
        return colon > 1 && (slash < 0 || colon < slash);
    }

    /** The name of an input named directly, as the command line gives it ({@code Path.of(arg)}). */
    private static String displayName(String arg) {
        if (hasScheme(arg)) {
            return arg;
        }
        try {
            return java.nio.file.Path.of(arg).toString();
        } catch (java.nio.file.InvalidPathException e) {
            return arg;
        }
    }

    private static Input unreadable(String arg, String why) {
        return new Input(displayName(arg), null, null, 0, "cannot read '" + displayName(arg) + "': " + why);
    }

    /** {@code file} with its format: {@code forced}, or detected from its first lines. */
    private static Input withFormat(Input file, Format forced, Shape shape, Configuration conf) {
        Format format = forced;
        if (format == null) {
            try (BufferedReader reader = new BufferedReader(new InputStreamReader(open(file.path(), conf),
                    StandardCharsets.UTF_8), 1 << 16)) {
                format = FormatDetector.detect(reader);
            } catch (IOException e) {
                return new Input(file.name(), null, null, 0, "cannot read '" + file.name() + "': " + PuzzleWork.message(e));
            }
        }
        if (shape != null) {
            try {
                format.checkSupports(shape);
            } catch (IllegalArgumentException e) {
                throw new UserInputException(file.name() + ": " + e.getMessage());
            }
        }
        return new Input(file.name(), file.path(), format, file.size(), null);
    }

    /** The bytes of the file at {@code path}, decompressed when its name says it is compressed. */
    static InputStream open(String path, Configuration conf) throws IOException {
        Path p = new Path(path);
        InputStream in = p.getFileSystem(conf).open(p);
        return decompressed(p, in, conf);
    }

    /** {@code in} decompressed when {@code path}'s name says it is compressed ({@code .gz}, {@code .bz2}, ...). */
    static InputStream decompressed(Path path, InputStream in, Configuration conf) throws IOException {
        CompressionCodec codec = new CompressionCodecFactory(conf).getCodec(path);
        return codec == null ? in : codec.createInputStream(in);
    }
}
