import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { DateInput } from './date-input';

describe('DateInput', () => {
  it('shows a date in the spec format mm/dd/yy and passes the id through for its label', () => {
    render(
      <>
        <label htmlFor="expiry">Expiry</label>
        <DateInput id="expiry" value={dayjs('2027-03-09')} />
      </>,
    );
    expect((screen.getByLabelText('Expiry') as HTMLInputElement).value).toBe('03/09/27');
  });
});
