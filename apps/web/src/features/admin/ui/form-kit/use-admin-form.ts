'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A back-office form's state (react-hook-form): `defaults` are what the fields hold (texts and
 * ticks), `toBody` turns them into the API body, and the domain `schema` the server parses with
 * judges that body. So a field is refused with the server's own words, under the field, before
 * anything is sent; `handleSubmit` hands over the body as it is to be sent (OMR, not baisa).
 */
export function useAdminForm<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  defaults: Values,
  toBody: (values: Values) => unknown,
) {
  type Body = z.input<Schema>;
  const resolver = useMemo<Resolver<Values, unknown, Body>>(() => {
    const judge = zodResolver(schema as z.ZodType<unknown, FieldValues>, undefined, { raw: true });
    return (values, context, options) =>
      judge(toBody(values) as FieldValues, context, options as never) as ReturnType<Resolver<Values, unknown, Body>>;
  }, [schema, toBody]);
  return useForm<Values, unknown, Body>({ resolver, defaultValues: defaults as DefaultValues<Values> });
}

/** The message of the field at `name` ('a.b' for a nested one), or of the whole body for ''. */
export function errorAt(errors: FieldErrors, name: string): string | undefined {
  let at: unknown = errors;
  for (const key of name === '' ? [''] : name.split('.')) at = (at as Record<string, unknown> | undefined)?.[key];
  const message = (at as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
