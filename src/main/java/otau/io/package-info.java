/**
 * Plain-Java file helpers every layer may use (rules, engine, database, exports, command
 * line, model): {@link otau.io.AtomicFiles}, the one way the project writes a file, and
 * {@link otau.io.FileProblems}, which says in words why a path could not be used. This
 * package imports nothing else of the project.
 */
package otau.io;
