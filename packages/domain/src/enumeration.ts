import { z } from 'zod';

export type Code = string | number;

type Members = Readonly<Record<string, Code>>;

// The members are spread onto the enumeration itself (`AssessmentStatus.pending`), so a member
// may not shadow one of the helpers.
type ReservedName = 'name' | 'values' | 'codes' | 'nameOf' | 'labelKey' | 'isCode' | 'schema';

type CodeIn<M extends Members> = M[keyof M];

type NameFor<M extends Members, C extends CodeIn<M>> = {
  [K in keyof M]: M[K] extends C ? K : never;
}[keyof M] &
  string;

/** The i18next namespace that holds the labels of every enumeration. */
export const DOMAIN_I18N_NAMESPACE = 'domain';

export type Enumeration<N extends string, M extends Members> = Readonly<M> & {
  /** The key of this enumeration in the `domain` translation file. */
  readonly name: N;
  readonly values: Readonly<M>;
  /** In the order the members were declared, which is the order pickers show them in. */
  readonly codes: readonly CodeIn<M>[];
  nameOf<C extends CodeIn<M>>(code: C): NameFor<M, C>;
  labelKey<C extends CodeIn<M>>(code: C): `${typeof DOMAIN_I18N_NAMESPACE}:${N}.${NameFor<M, C>}`;
  isCode(value: unknown): value is CodeIn<M>;
  /** Accepts exactly the codes: what crosses the wire and what forms submit. */
  readonly schema: z.ZodType<CodeIn<M>>;
};

/** The union of an enumeration's codes: `type AssessmentStatus = CodeOf<typeof AssessmentStatus>`. */
export type CodeOf<E extends { readonly codes: readonly Code[] }> = E['codes'][number];

export function defineEnumeration<
  const N extends string,
  const M extends Members & { readonly [K in ReservedName]?: never },
>(name: N, members: M): Enumeration<N, M> {
  const values = Object.freeze({ ...members });
  const nameByCode = new Map<Code, string>();
  for (const [memberName, code] of Object.entries(values)) {
    // Two members sharing a code would make nameOf() and the stored value ambiguous.
    if (nameByCode.has(code)) {
      throw new Error(`Enumeration ${name}: code ${String(code)} is used twice`);
    }
    nameByCode.set(code, memberName);
  }
  const codes = [...nameByCode.keys()] as CodeIn<M>[];

  const nameOf = (code: Code): string => {
    const memberName = nameByCode.get(code);
    if (memberName === undefined) {
      throw new RangeError(`Enumeration ${name} has no code ${String(code)}`);
    }
    return memberName;
  };

  const enumeration = {
    ...values,
    name,
    values,
    codes: Object.freeze(codes),
    nameOf,
    labelKey: (code: Code) => `${DOMAIN_I18N_NAMESPACE}:${name}.${nameOf(code)}`,
    isCode: (value: unknown) =>
      (typeof value === 'string' || typeof value === 'number') && nameByCode.has(value),
    schema: z.literal(codes),
  };
  return Object.freeze(enumeration) as unknown as Enumeration<N, M>;
}
