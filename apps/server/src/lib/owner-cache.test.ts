import { describe, expect, it } from 'vitest';
import { Lru, perOwner } from './owner-cache';

describe('owner caches', () => {
  it('perOwner gives each owner its own value, made once', () => {
    let made = 0;
    const of = perOwner(() => ({ n: ++made }));
    const a = {};
    const b = {};
    expect(of(a)).toBe(of(a));
    expect(of(b)).not.toBe(of(a));
    expect(made).toBe(2);
  });

  it('Lru drops the least recently used entry past its size; a read counts as a use', () => {
    const m = new Lru<string, number>(2);
    m.set('a', 1);
    m.set('b', 2);
    expect(m.get('a')).toBe(1); // a is now the most recent
    m.set('c', 3); // b goes
    expect([m.get('a'), m.get('b'), m.get('c')]).toEqual([1, undefined, 3]);
    m.set('a', 10); // overwrite keeps one entry
    m.set('d', 4); // c goes (a was written after c was read)
    expect([m.get('a'), m.get('c'), m.get('d')]).toEqual([10, undefined, 4]);
  });
});
