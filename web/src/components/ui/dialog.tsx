import { useRef, type ComponentProps } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Where focus goes on close when the control that opened the dialog is gone or disabled by then. */
  fallbackFocus?: () => HTMLElement | null;
  /**
   * Where focus goes on open, when the first control is far below the fold (the H2H dialog's
   * simulation button): e.g. the title, so the keyboard user starts at the top of what they see.
   */
  initialFocus?: () => HTMLElement | null;
};

const canTakeFocus = (element: HTMLElement | null): element is HTMLElement =>
  element !== null && element.isConnected && !element.matches(':disabled');

/**
 * Radix returns focus to a DialogTrigger on close; our dialogs are opened by ordinary buttons (a schedule's
 * Predict, a form's Get Prediction) and controlled by state, so without this focus fell to the page's body
 *. The control focused when the dialog opened gets it back; a caller whose opener may vanish
 * with the close names a fallback.
 */
export function DialogContent({ className, children, onOpenAutoFocus, onCloseAutoFocus, onKeyDown, fallbackFocus, initialFocus, ...props }: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  const close = useRef<HTMLButtonElement>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        onOpenAutoFocus={(event) => {
          // Fired before focus moves into the dialog: the active element is still the opener.
          const active = document.activeElement;
          opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
          const target = initialFocus?.();
          if (event.defaultPrevented || !target) return;
          event.preventDefault();
          target.focus();
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const target = canTakeFocus(opener.current) ? opener.current : (fallbackFocus?.() ?? null);
          opener.current = null;
          if (!canTakeFocus(target)) return;
          event.preventDefault();
          target.focus();
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          // Radix stacks its layers in the order they appear: a toast shown after the dialog opened (the sign-up
          // toast, whose code loads with it) stood above the dialog and took the Escape, closing only itself. An
          // Escape from inside the dialog that no layer took (prevented) closes it; an open select or menu in it,
          // or a dialog opened from it, still takes its Escape first.
          if (event.key !== 'Escape' || event.defaultPrevented) return;
          event.preventDefault();
          close.current?.click();
        }}
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-card p-4 text-card-foreground shadow-lg sm:p-6',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close ref={close} className="absolute right-3 top-3 rounded-sm opacity-70 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring">
          <X className="size-4" aria-hidden />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold leading-none', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
