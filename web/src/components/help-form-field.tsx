import { FormField, type FormFieldProps } from '@/components/form-field';
import { GlossaryHelp } from '@/components/glossary-help';

/**
 * A form field with a glossary help icon beside its label (docs/product/odds-and-storage.md; none for an unknown
 * key). Apart from FormField so forms without help (the sign-in page's) do not load the tooltip's code (ADR 068).
 */
export function HelpFormField({ helpKey, ...field }: Omit<FormFieldProps, 'labelAside'> & { helpKey: string }) {
  return <FormField {...field} labelAside={<GlossaryHelp glossaryKey={helpKey} label={field.label} />} />;
}
