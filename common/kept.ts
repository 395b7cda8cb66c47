// A function's answers kept per key, for work repeated on every request with few distinct keys (paths, user
// agents). Emptied when full, so made-up keys cannot grow it; `clear` empties it when what it read changes.

export interface Kept<K, V> {
  (key: K): V;
  clear: () => void;
}

export function kept<K, V>(compute: (key: K) => V, max = 1000): Kept<K, V> {
  const answers = new Map<K, V>();
  const get = (key: K): V => {
    if (answers.has(key)) return answers.get(key) as V;
    if (answers.size >= max) answers.clear();
    const answer = compute(key);
    answers.set(key, answer);
    return answer;
  };
  return Object.assign(get, { clear: () => answers.clear() });
}
