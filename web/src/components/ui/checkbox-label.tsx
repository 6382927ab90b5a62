import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface CheckboxLabelProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  /** The label's own layout (height, width) where it sits in a row of other controls. */
  className?: string;
  describedBy?: string;
}

/** A native checkbox inside its label: the whole text is the click target, and Space toggles it from the keyboard. */
export function CheckboxLabel({ id, checked, onChange, children, className, describedBy }: CheckboxLabelProps) {
  return (
    <label htmlFor={id} className={cn('flex items-center gap-2 text-sm', className)}>
      <input
        id={id}
        type="checkbox"
        className="size-4 accent-primary"
        aria-describedby={describedBy}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  );
}
