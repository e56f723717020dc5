/** A value of Stripe's form encoding once its brackets are read: text, a list or an object. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/**
 * Reads Stripe's request encoding (`line_items[0][price_data][currency]=cad`, `expand[]=x`,
 * `metadata[ref]=y`) into nested objects and lists, as Stripe's API reads it.
 */
export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const [head = '', ...rest] = name.split('[');
    const keys = [head, ...rest.map((part) => part.replace(/\]$/, ''))];
    assign(root, keys, value);
  }
  return normaliseLists(root) as FormObject;
}

function assign(target: FormObject, keys: string[], value: string): void {
  let node: FormObject = target;
  keys.forEach((key, index) => {
    const last = index === keys.length - 1;
    // `expand[]=a&expand[]=b`: an empty key appends to a list.
    const slot = key === '' ? String(Object.keys(node).length) : key;
    if (last) {
      node[slot] = value;
      return;
    }
    const next = node[slot];
    if (next === undefined || typeof next === 'string' || Array.isArray(next)) {
      node[slot] = {};
    }
    node = node[slot] as FormObject;
  });
}

/** Objects whose keys are 0, 1, 2… are lists. */
function normaliseLists(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) {
    return value;
  }
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, normaliseLists(value[key] as FormValue)] as const);
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? entries.map(([, item]) => item) : Object.fromEntries(entries);
}

/** A parameter as text, or undefined when absent or not text. */
export const textParam = (form: FormObject, name: string): string | undefined => {
  const value = form[name];
  return typeof value === 'string' ? value : undefined;
};

/** The `expand` parameter as a list of dotted paths. */
export function expandParam(form: FormObject): string[] {
  const value = form.expand;
  if (typeof value === 'string') {
    return [value];
  }
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}
