// People named in a sentence, as the staff area names colleagues: "meera", "meera and kavya", "rahul, meera and asha".

/** Names in a sentence: one as it is; more joined by commas, the last by "and". */
export const namesInWords = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
