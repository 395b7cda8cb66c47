// A picture's focal point, set on the picture itself: a click or a tap (or a drag) puts the point there,
// the arrow keys move it by 5% (1% with Shift), Home puts it back in the centre. Beside it, the picture
// cropped as a card and as a wide banner crop it, so staff see what stays in view. The value is what the
// site uses as CSS object-position: "50% 30%", across then down.
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { DEFAULT_FOCUS, FOCUS_PATTERN, type FocusField } from '@common/content-model/fields';

import { focusFromKey, focusPoint, focusText, readFocus } from './content-focus';

export interface ContentFocusInputProps {
  id: string;
  field: FocusField;
  /** The focal point as typed or stored: "50% 30%". */
  value: string;
  /** The picture's address as the form holds it ('' for the default picture). */
  image: string;
  onChange: (value: string) => void;
  error?: string;
}

export function ContentFocusInput({ id, field, value, image, onChange, error }: ContentFocusInputProps) {
  const [failed, setFailed] = useState<string>();
  const [pressed, setPressed] = useState(false);
  const point = readFocus(value);
  const position = FOCUS_PATTERN.test(value) ? value : DEFAULT_FOCUS;
  const hintId = `${id}-hint`;
  const valueId = `${id}-value`;
  const shown = image.trim();

  const setFrom = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    onChange(focusPoint((event.clientX - rect.left) / rect.width, (event.clientY - rect.top) / rect.height));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = focusFromKey(point, event.key, event.shiftKey);
    if (next === undefined) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <fieldset className="content-focus mb-3" aria-describedby={error ? `${id}-message` : undefined}>
      <legend className="form-label mb-1">{field.label}</legend>
      {shown === '' || failed === shown ? (
        <p className="content-focus__empty">
          {shown === ''
            ? 'Choose or upload a picture first: the default picture stays centred.'
            : 'This picture cannot be shown here: check its address.'}
        </p>
      ) : (
        <div className="content-focus__layout">
          {/* A frame of a set height, the picture as tall as it and as wide as its shape makes it: the form below never
              moves when the picture arrives (a picture as wide as the column grew by 52 px when it loaded, and moved
              Publish from under a finger). */}
          <div className="content-focus__frame">
            <div
              id={id}
              role="slider"
              tabIndex={0}
              aria-label={`${field.label}: move it with the arrow keys`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={point.x}
              aria-valuetext={focusText(point)}
              aria-describedby={`${hintId} ${valueId}`}
              aria-invalid={error ? true : undefined}
              className={`content-focus__picker${pressed ? ' content-focus__picker--pressed' : ''}`}
              onPointerDown={(event) => {
                event.currentTarget.setPointerCapture?.(event.pointerId);
                setPressed(true);
                setFrom(event);
              }}
              onPointerMove={(event) => pressed && setFrom(event)}
              onPointerUp={() => setPressed(false)}
              onPointerCancel={() => setPressed(false)}
              onKeyDown={onKeyDown}
            >
              <img src={shown} alt="" draggable={false} onError={() => setFailed(shown)} />
              <span className="content-focus__mark" style={{ left: `${point.x}%`, top: `${point.y}%` }} aria-hidden="true" />
            </div>
          </div>
          <div className="content-focus__crops" aria-hidden="true">
            <img className="content-focus__crop content-focus__crop--card" src={shown} alt="" style={{ objectPosition: position }} />
            <img className="content-focus__crop content-focus__crop--banner" src={shown} alt="" style={{ objectPosition: position }} />
            <span className="content-focus__crop-label">As a card and as a wide banner</span>
          </div>
        </div>
      )}
      <div className="content-focus__controls">
        {/* Plain text, not a live region: the picker's own value text tells a screen reader of each move. */}
        <span id={valueId} className="content-focus__value">
          {focusText(point)}
        </span>
        <Button size="sm" variant="outline-secondary" onClick={() => onChange(DEFAULT_FOCUS)} disabled={value === DEFAULT_FOCUS}>
          Centre it
        </Button>
      </div>
      <Form.Text id={hintId} muted>
        {field.help} Shift with an arrow key moves it by 1%.
      </Form.Text>
      {error && (
        <div id={`${id}-message`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
