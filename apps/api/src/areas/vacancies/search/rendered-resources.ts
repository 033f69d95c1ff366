/**
 * Resources of search answers as JSON text, kept while their rows are
 * unchanged: the key holds the row version the search index holds (and what
 * else the rendering depends on), so a changed row is rendered anew once the
 * index has it. The same vacancies appear on many searches' pages, and reading
 * and rendering them was most of an answer's work. At most `max` of them, the
 * least recently used go first.
 */
export class RenderedResources {
  private readonly json = new Map<string, string>();

  constructor(private readonly max = 5000) {}

  get(key: string): string | undefined {
    const found = this.json.get(key);
    if (found !== undefined) {
      this.json.delete(key);
      this.json.set(key, found);
    }
    return found;
  }

  set(key: string, value: string): void {
    this.json.set(key, value);
    if (this.json.size > this.max) this.json.delete(this.json.keys().next().value!);
  }
}
