import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import { useId } from "react";

/** Quantity from 1 to the stock: minus stops at 1, plus at the stock, typing is clamped. */
export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const clamp = (next: number) => Math.min(Math.max(Number.isFinite(next) ? Math.trunc(next) : 1, 1), Math.max(max, 1));
  const step =
    "grid size-10 place-items-center rounded-full text-espresso transition-colors hover:bg-cream disabled:pointer-events-none disabled:opacity-35";
  return (
    <div className="shrink-0">
      {/* Beside Add to Cart: the minus and plus say what it is; the label is for screen readers. */}
      <label htmlFor={id} className="sr-only">
        Quantity
      </label>
      <div className="inline-flex items-center gap-1 rounded-full border border-line bg-linen p-1">
        <button
          type="button"
          className={step}
          aria-label="Decrease quantity"
          disabled={value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          disabled={max < 1}
          onChange={(event) => onChange(clamp(event.currentTarget.valueAsNumber))}
          className="h-10 w-12 [appearance:textfield] rounded-lg bg-transparent text-center text-base font-semibold focus-visible:ring-3 focus-visible:ring-brass/40 focus-visible:outline-none [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={step}
          aria-label="Increase quantity"
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
