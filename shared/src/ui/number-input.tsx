import { InputNumber, type InputNumberProps } from 'antd';
import { numberText } from '../format/digits';

/** antd's own reading of a typed number (its default parser), after the digits are made Latin. */
const readTyped = (text: string | undefined) => numberText(text ?? '').replace(/[^\w.-]+/g, '');

/**
 * Every number field of the console: antd's InputNumber reading Arabic-Indic and Eastern digits
 * (and the Arabic decimal sign) as the Latin ones. antd's own parser drops them, so "١٢" typed
 * would leave the field empty and the form would say "required". A `parser` given here reads the
 * text after the digits are made Latin. A lint rule keeps antd's InputNumber out of every form.
 */
export function NumberInput<T extends number | string = number>({ parser, ...props }: InputNumberProps<T>) {
  return (
    <InputNumber<T>
      parser={(text) => (parser ? parser(numberText(text ?? '')) : (readTyped(text) as unknown as T))}
      {...props}
    />
  );
}
