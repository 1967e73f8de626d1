import type { ButtonHTMLAttributes } from 'react';
import { type ButtonStyle, buttonClass } from './button-class';

export { buttonClass } from './button-class';

type ButtonProps = ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement>;

/** The one button of the UI kit (looks in button-class.ts); `type` defaults to "button", never an accidental submit. */
export function Button({ variant, size, shape, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, shape, className })} {...props} />;
}
