import { Fragment, type ReactElement, type ReactNode } from 'react';
import type { MessageId } from './catalog';
import type { Translate } from './translate';

const OPEN = '\uE000';
const CLOSE = '\uE001';
/** A stand-in as t() leaves it: the number between private-use marks, perhaps inside the isolate t() adds in right-to-left text. */
const STAND_IN = /\u2068?\uE000(\d+)\uE001\u2069?/;

/**
 * t(id, vars) with some values given as elements, placed where the message puts them:
 * richMessage(t, id, { code: <Code>{code}</Code> }). The element brings its own
 * direction (a `<bdi>`), so it takes the place of the isolate t() adds around a value.
 */
export function richMessage(
  t: Translate,
  id: MessageId,
  vars: Record<string, string | number | ReactElement>,
): ReactNode {
  const elements: ReactElement[] = [];
  const plain: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(vars)) {
    if (typeof value === 'string' || typeof value === 'number') plain[name] = value;
    else plain[name] = `${OPEN}${elements.push(value) - 1}${CLOSE}`;
  }
  const parts = t(id, plain).split(STAND_IN);
  return parts.map((part, i) => <Fragment key={i}>{i % 2 === 1 ? elements[Number(part)] : part}</Fragment>);
}
