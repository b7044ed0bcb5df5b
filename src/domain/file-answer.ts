// A call whose reply is a file (a CSV export): its name and type, and its content as chunks
// read one at a time, so the API server can stream a large file while holding one chunk.
// The in-memory API gathers the chunks into a Blob.
export interface FileAnswer {
  /** The name a browser saves it under. */
  readonly name: string;
  readonly type: string;
  readonly chunks: AsyncIterable<string>;
}
