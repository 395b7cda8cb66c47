import { useId, useState, type FormEvent, type ReactNode } from 'react';

import type { CartContent, CheckoutContent } from '@/samples/types/shop';

import { OrderSummary } from './order-summary';

import '@/styles/vendor/forms.scss';
import './shop-common.scss';
import './checkout-form.scss';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  children: (props: { id: string; 'aria-required'?: true }) => ReactNode;
  className?: string;
}

/** A labelled field; required ones carry the * marker (docs/requirements/spec.md §5: no validation logic). */
function Field({ id, label, required = false, children, className = '' }: FieldProps) {
  return (
    <div className={`checkout-form__field ${className}`.trim()}>
      <label htmlFor={id} className="form-label">
        {label}
        {required && (
          <span className="checkout-form__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, ...(required ? { 'aria-required': true as const } : {}) })}
    </div>
  );
}

export interface CheckoutFormProps {
  content: CheckoutContent;
  /** The cart the order summary lists. */
  cart: CartContent;
}

/**
 * Billing details, order notes, the order summary and the payment option. Nothing is submitted:
 * the buttons keep the visitor on the page with everything they typed, and say so.
 */
export function CheckoutForm({ content: checkout, cart }: CheckoutFormProps) {
  const id = useId();
  const [notice, setNotice] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(true);
  };
  const f = checkout.fields;
  return (
    <form className="checkout-form" onSubmit={onSubmit} aria-label={checkout.formLabel} noValidate>
      <div className="row g-4 g-lg-5">
        <div className="col-lg-7">
          <h2 className="shop-card__heading">{checkout.billingHeading}</h2>
          <p className="shop-note">{checkout.requiredNote}</p>
          <div className="checkout-form__grid">
            <Field id={`${id}-first`} label={f.firstName} required>
              {(p) => <input {...p} name="firstName" className="form-control" autoComplete="given-name" />}
            </Field>
            <Field id={`${id}-last`} label={f.lastName} required>
              {(p) => <input {...p} name="lastName" className="form-control" autoComplete="family-name" />}
            </Field>
            <Field id={`${id}-company`} label={f.company} className="checkout-form__field--wide">
              {(p) => <input {...p} name="company" className="form-control" autoComplete="organization" />}
            </Field>
            <Field id={`${id}-country`} label={f.country} className="checkout-form__field--wide">
              {(p) => (
                <select {...p} name="country" className="form-select" autoComplete="country-name" defaultValue={checkout.countries[0]}>
                  {checkout.countries.map((country) => (
                    <option key={country}>{country}</option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={`${id}-street`} label={f.street} required className="checkout-form__field--wide">
              {(p) => (
                <input {...p} name="street" className="form-control" autoComplete="address-line1" placeholder={f.streetPlaceholder} />
              )}
            </Field>
            <Field id={`${id}-apartment`} label={f.apartment} className="checkout-form__field--wide">
              {(p) => <input {...p} name="apartment" className="form-control" autoComplete="address-line2" />}
            </Field>
            <Field id={`${id}-city`} label={f.city} required>
              {(p) => <input {...p} name="city" className="form-control" autoComplete="address-level2" />}
            </Field>
            <Field id={`${id}-state`} label={f.state}>
              {(p) => (
                <select {...p} name="state" className="form-select" autoComplete="address-level1" defaultValue={checkout.states[0]}>
                  {checkout.states.map((state) => (
                    <option key={state}>{state}</option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={`${id}-zip`} label={f.zip} required>
              {(p) => <input {...p} name="zip" className="form-control" autoComplete="postal-code" inputMode="numeric" />}
            </Field>
            <Field id={`${id}-phone`} label={f.phone} required>
              {(p) => <input {...p} name="phone" type="tel" className="form-control" autoComplete="tel" />}
            </Field>
            <Field id={`${id}-email`} label={f.email} required className="checkout-form__field--wide">
              {(p) => <input {...p} name="email" type="email" className="form-control" autoComplete="email" />}
            </Field>
          </div>
          <h2 className="shop-card__heading mt-5">{checkout.additionalHeading}</h2>
          <Field id={`${id}-notes`} label={f.notes}>
            {(p) => <textarea {...p} name="notes" className="form-control" rows={4} placeholder={f.notesPlaceholder} />}
          </Field>
        </div>
        <div className="col-lg-5">
          <section className="shop-card" aria-labelledby={`${id}-summary`}>
            <h2 id={`${id}-summary`} className="shop-card__heading">
              {checkout.summaryHeading}
            </h2>
            <OrderSummary checkout={checkout} cart={cart} />
            <fieldset className="checkout-form__payment">
              <legend className="checkout-form__legend">{checkout.paymentHeading}</legend>
              <div className="form-check">
                <input
                  id={`${id}-cod`}
                  type="radio"
                  name="payment"
                  value="cod"
                  className="form-check-input"
                  defaultChecked
                  aria-describedby={`${id}-cod-note`}
                />
                <label htmlFor={`${id}-cod`} className="form-check-label">
                  {checkout.cashOnDelivery}
                </label>
                <p id={`${id}-cod-note`} className="shop-note mb-0">
                  {checkout.cashOnDeliveryNote}
                </p>
              </div>
            </fieldset>
            <div className="checkout-form__buttons">
              <button type="submit" className="btn btn-primary">
                {checkout.confirm}
              </button>
              <button type="button" className="btn btn-outline-primary" onClick={() => setNotice(true)}>
                {checkout.paymentMethod}
              </button>
            </div>
            <p role="status" className="checkout-form__notice">
              {notice ? checkout.demoNotice : ''}
            </p>
          </section>
        </div>
      </div>
    </form>
  );
}
