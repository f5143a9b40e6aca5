// A memo that forgets everything once it holds `max` entries: what it keeps can always be computed
// again, and a long editor session (a new text on every key) must not grow it without end.
export class BoundedMap<K, V> extends Map<K, V> {
  private readonly max: number;
  constructor(max: number) {
    super();
    this.max = max;
  }
  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) this.clear();
    return super.set(key, value);
  }
}
