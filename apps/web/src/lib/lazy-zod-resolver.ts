import type { FieldValues, Resolver } from 'react-hook-form';

/** What the resolver needs from a zod schema; keeps zod itself out of this module. */
interface ZodSchemaLike {
  _zod: { input: unknown; output: unknown };
}

export type LazyResolver<TInput extends FieldValues, TOutput> = Resolver<TInput, unknown, TOutput> & {
  /** Starts loading the schema (for instance when a field gets the focus). */
  preload: () => void;
};

/**
 * A zodResolver whose schema, with zod and the resolver, loads on demand: the first screen of a
 * form does not wait for the validation code, which arrives on focus or at the latest on submit.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<ZodSchemaLike>,
): LazyResolver<TInput, TOutput> {
  let pending: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  const get = () => {
    pending ??= Promise.all([import('@hookform/resolvers/zod'), load()])
      .then(([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>)
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
    return pending;
  };
  const resolver = (async (values, context, options) => (await get())(values, context, options)) as LazyResolver<
    TInput,
    TOutput
  >;
  resolver.preload = () => {
    get().catch(() => undefined);
  };
  return resolver;
}
