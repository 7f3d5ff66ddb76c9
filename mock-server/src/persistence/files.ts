// Uploads (put-file) by id. Each one stored is noted, so it is journaled like a row.
export interface StoredFile {
  name: string;
  mime: string;
  data: Buffer;
}

export class FileStore extends Map<string, StoredFile> {
  /** Ids stored since the journal last took them. */
  pending = new Set<string>();
  onSet?: () => void;

  override set(id: string, file: StoredFile): this {
    super.set(id, file);
    this.pending?.add(id); // undefined while Map's constructor runs
    this.onSet?.();
    return this;
  }
}
