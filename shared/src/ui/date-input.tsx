import type { DatePickerProps } from 'antd';
import { DatePicker } from 'antd';
import { DATE_FORMAT } from '../format/date';

/**
 * The date field of every Rihla form: the spec's mm/dd/yy format and the full width of its
 * column. A Form.Item child, so it passes antd's value/onChange/id through untouched.
 */
export function DateInput(props: DatePickerProps) {
  return <DatePicker format={DATE_FORMAT} style={{ inlineSize: '100%' }} {...props} />;
}
