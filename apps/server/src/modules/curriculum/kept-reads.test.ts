import { describe, expect, it } from 'vitest';
import { createKeptReads, KEPT_READ_MAX_AGE_MS } from './kept-reads';

/** A source that answers each key's current value and counts its reads. */
function countingSource(values: Map<string, { names: string[] } | undefined>) {
  const reads: string[] = [];
  return {
    reads,
    read: async (key: string) => {
      reads.push(key);
      const value = values.get(key);
      return value && { names: [...value.names] };
    },
  };
}

describe('kept reads', () => {
  it('answer what was read until it is old, then read again', async () => {
    let clock = 0;
    const values = new Map([['a', { names: ['one'] }]]);
    const source = countingSource(values);
    const kept = createKeptReads({ read: source.read, now: () => clock });
    expect(await kept.get('a')).toEqual({ names: ['one'] });
    values.set('a', { names: ['two'] });
    clock += KEPT_READ_MAX_AGE_MS - 1;
    expect(await kept.get('a')).toEqual({ names: ['one'] });
    clock += 1;
    expect(await kept.get('a')).toEqual({ names: ['two'] });
    expect(source.reads).toEqual(['a', 'a']);
  });

  it('keep nothing for a key that names nothing or a value refused, so requests cannot fill them', async () => {
    const source = countingSource(new Map([['empty', { names: [] }]]));
    const kept = createKeptReads({ read: source.read, isKept: (value) => value.names.length > 0 });
    await kept.get('missing');
    await kept.get('missing');
    await kept.get('empty');
    await kept.get('empty');
    expect(source.reads).toEqual(['missing', 'missing', 'empty', 'empty']);
  });

  it('share a frozen value, so no caller can change what the next one reads', async () => {
    const kept = createKeptReads({ read: countingSource(new Map([['a', { names: ['one'] }]])).read });
    const value = await kept.get('a');
    expect(() => value?.names.push('two')).toThrow(TypeError);
    expect(await kept.get('a')).toEqual({ names: ['one'] });
  });

  it('drop a key, everything, and a read that was running when everything was dropped', async () => {
    const values = new Map([['a', { names: ['one'] }]]);
    const source = countingSource(values);
    const kept = createKeptReads({ read: source.read });
    await kept.get('a');
    kept.forget('a');
    await kept.get('a');
    values.set('b', { names: ['before the change'] });
    const running = kept.get('b');
    kept.forget();
    expect(await running).toEqual({ names: ['before the change'] });
    values.set('b', { names: ['after the change'] });
    await kept.get('a');
    expect(await kept.get('b')).toEqual({ names: ['after the change'] });
    expect(source.reads).toEqual(['a', 'a', 'b', 'a', 'b']);
  });
});
