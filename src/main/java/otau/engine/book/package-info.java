/**
 * The opening book: positions from the start evaluated by the engine ({@link otau.engine.book.BookBuilder}),
 * stored compactly and looked up by Zobrist key ({@link otau.engine.book.Book}).
 */
package otau.engine.book;
