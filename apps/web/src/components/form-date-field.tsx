import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from './date-field';

export type FormDateFieldProps<T extends FieldValues, Out> = Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'error'> & {
  control: Control<T, unknown, Out>;
  /** A 'YYYY-MM-DD' field of the form. */
  name: FieldPath<T>;
  /** The day may be left out: an empty field holds `undefined` ("missing", not "not valid"). */
  optional?: boolean;
};

/** The app's date field bound to a react-hook-form field: its value, blur and error message. */
export function FormDateField<T extends FieldValues, Out = T>({ control, name, optional, ...props }: FormDateFieldProps<T, Out>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(value) => field.onChange(optional ? value || undefined : value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
