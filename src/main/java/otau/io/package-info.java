/**
 * Plain-Java file helpers every layer may use (rules, engine, database, exports, command
 * line, model): {@link otau.io.AtomicFiles}, the one way the project writes a file, and
 * {@link otau.io.FileProblems}, which says in words why a path could not be used, and
 * {@link otau.io.Phrase}, the sentences the layers below the interface say to a person, in
 * English or in the interface's language. This package imports nothing else of the project.
 */
package otau.io;
