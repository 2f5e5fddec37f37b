import type { DatePickerProps } from '@menu/shared/antd';
import { DatePicker } from '@menu/shared/antd/editor';
import type { KeyboardEvent } from 'react';

/**
 * The panel's date input: antd's DatePicker for a form field (Form.Item hands it value,
 * onChange and id). In a date field Enter means "take this date": the picker commits the
 * typed or highlighted date on Enter, but the browser also treats Enter in a form's text
 * input as "submit the form" and would save the whole form at once. Only the form's save
 * button saves, so Enter stops here once the picker has handled it.
 */
export function DateField(props: DatePickerProps) {
  // The wrapper's handler runs after the picker's own (React events bubble from the input),
  // so the picker still commits the date and opens its panel on Enter; cancelling the key's
  // default action then keeps the browser from submitting the form. `display: contents`
  // keeps the wrapper out of the layout.
  const keepEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a display:contents wrapper that hears the picker's keys as they bubble; the picker's input takes the focus
    <span className="date-field" style={{ display: 'contents' }} onKeyDown={keepEnter}>
      <DatePicker {...props} />
    </span>
  );
}
