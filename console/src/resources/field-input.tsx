import { useState } from 'react';
import { Box, Button, HStack, Image, Input, Link, NativeSelect, Text, Textarea, chakra } from '@chakra-ui/react';
import { checkStyle } from './native-controls';
import { consoleApi } from '@/lib/api';
import { previewAddress } from '@/lib/preview';
import { DateField, SearchableSelect, TreePicker } from './inputs/lazy-inputs';
import { toIdList, useColumnOptions, useSearchedOptions, useTreeNodes } from './options';
import { useTexts } from './texts';
import type { Option, ShownColumn } from './types';

type Props = {
  col: ShownColumn;
  value: unknown;
  onChange: (v: unknown) => void;
  onBlur: () => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Marked required (aria-required; the form's label shows the red *). */
  required?: boolean;
  /** A picker is made when approached (the search form: part of a list's first render). */
  untilApproached?: boolean;
  id: string;
};

/**
 * The `name` of a field's control: its prop, unless that is a property of a form element
 * (nodeName, action, method, id...): a control named so shadows the property on its <form> (DOM
 * clobbering) and code reading form.nodeName fails. The forms bind values by prop, not by name.
 */
export const controlName = (prop: string) => (prop in HTMLFormElement.prototype ? `field-${prop}` : prop);

/** More options than this make a select searchable (spec: long dictionaries as a combobox). */
export const LONG_LIST = 8;

/** One form control for a column, by its type. Server text is only ever rendered as text. */
export function FieldInput({ col, value, onChange, onBlur, disabled, invalid, required, untilApproached, id }: Props) {
  const t = useTexts();
  const type = col.type ?? 'text';
  const str = value == null || value === -1 ? '' : String(value);
  // What assistive technology is told beside the visible * and the error text.
  const aria = { 'aria-required': required || undefined, 'aria-invalid': invalid || undefined };
  const name = controlName(col.prop);
  switch (type) {
    case 'textarea':
      return (
        <Textarea
          id={id}
          name={name}
          value={str}
          disabled={disabled}
          rows={4}
          {...aria}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      );
    case 'number':
      return (
        <Input
          id={id}
          name={name}
          type="number"
          value={str}
          disabled={disabled}
          onBlur={onBlur}
          {...aria}
          onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
        />
      );
    case 'password':
      return (
        <Input
          id={id}
          name={name}
          type="password"
          autoComplete="new-password"
          value={str}
          disabled={disabled}
          {...aria}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <DateField
          id={id}
          name={name}
          value={value}
          withTime={type === 'datetime'}
          {...{ disabled, invalid, required, untilApproached, onChange, onBlur }}
        />
      );
    case 'switch':
      // A native checkbox with the switch role: 1 on, 0 off (the dictionary isSealed flag).
      return (
        <chakra.label display="inline-flex" alignItems="center" gap="2" pt="2" cursor={disabled ? 'not-allowed' : 'pointer'}>
          <input
            id={id}
            name={name}
            type="checkbox"
            role="switch"
            style={checkStyle}
            checked={str === '1'}
            disabled={disabled}
            onChange={(e) => {
              onChange(e.target.checked ? 1 : 0);
              onBlur();
            }}
          />
          <span>{str === '1' ? t('resources:yes') : t('resources:no')}</span>
        </chakra.label>
      );
    case 'select':
      return <SelectInput {...{ col, value, onChange, onBlur, disabled, invalid, required, untilApproached, id }} />;
    case 'radio':
      return <RadioInput {...{ col, value, onChange, onBlur, disabled, required, id }} />;
    case 'tree':
      return <TreeInput {...{ col, value, onChange, onBlur, disabled, invalid, untilApproached, id }} />;
    case 'upload':
      return <UploadInput {...{ col, value, onChange, onBlur, disabled, id }} />;
    case 'file':
      // The picked file itself (a workbook to import): the operation sends it as a multipart part.
      return (
        <Input
          id={id}
          name={name}
          type="file"
          p="1"
          disabled={disabled}
          accept={col.upload?.accept.join(',')}
          {...aria}
          onChange={(e) => {
            onChange(e.target.files?.[0] ?? '');
            onBlur();
          }}
        />
      );
    default:
      return (
        <Input id={id} name={name} value={str} disabled={disabled} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} {...aria} />
      );
  }
}

/** A short list as a native select; a long one or another resource's records as a searchable combobox. */
function SelectInput(props: Props) {
  return props.col.remote ? <RemoteSelect {...props} /> : <LocalSelect {...props} />;
}

/** Another resource's records: a combobox; typing asks the server where its list filters by the label. */
function RemoteSelect({ col, value, onChange, onBlur, disabled, invalid, required, untilApproached, id }: Props) {
  const str = selectValue(value);
  const searched = useSearchedOptions(col, useColumnOptions(col, useTexts()), toIdList(str));
  return (
    <SearchableSelect
      id={id}
      name={controlName(col.prop)}
      options={withoutExcluded(col, searched.options)}
      value={str}
      multiple={col.multiple}
      onQueryChange={searched.onQueryChange}
      loading={searched.loading}
      {...{ onChange, onBlur, disabled, invalid, required, untilApproached }}
    />
  );
}

/** A dictionary's or the contract's codes: a native select, or a combobox past LONG_LIST of them. */
function LocalSelect({ col, value, onChange, onBlur, disabled, invalid, required, untilApproached, id }: Props) {
  const t = useTexts();
  const str = selectValue(value);
  const options = withoutExcluded(col, useColumnOptions(col, t));
  if (options.length > LONG_LIST) {
    return (
      <SearchableSelect
        id={id}
        name={controlName(col.prop)}
        options={options}
        value={str}
        multiple={col.multiple}
        {...{ onChange, onBlur, disabled, invalid, required, untilApproached }}
      />
    );
  }
  return (
    <NativeSelect.Root disabled={disabled} size="sm">
      <NativeSelect.Field
        id={id}
        name={controlName(col.prop)}
        value={str}
        onBlur={onBlur}
        onChange={(e) => onChange(e.target.value)}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
      >
        <option value="">{t('resources:pleaseSelect')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A select's value as text (-1, the wire's null, as none). */
const selectValue = (value: unknown) => (value == null || value === -1 ? '' : String(value));
/** The choices but the one its picker must not offer (the edited record, in a picker of its own list). */
const withoutExcluded = (col: ShownColumn, options: Option[]) =>
  col.exclude === undefined ? options : options.filter((o) => o.value !== col.exclude);

function RadioInput({ col, value, onChange, onBlur, disabled, required, id }: Props) {
  const options = useColumnOptions(col, useTexts());
  const current = value == null ? '' : String(value);
  return (
    <HStack id={id} role="radiogroup" aria-required={required || undefined} gap="4" pt="2">
      {options.map((o) => (
        <chakra.label
          key={o.value}
          display="inline-flex"
          alignItems="center"
          gap="1.5"
          fontSize="sm"
          cursor={disabled ? 'not-allowed' : 'pointer'}
        >
          <input
            type="radio"
            name={`${id}-${col.prop}`}
            value={o.value}
            style={checkStyle}
            checked={current === o.value}
            disabled={disabled}
            onChange={() => {
              onChange(o.value);
              onBlur();
            }}
          />
          {o.label}
        </chakra.label>
      ))}
    </HStack>
  );
}

/** A tree picker: Chakra's TreeView with search and keyboard, one node or several (`multiple`). */
function TreeInput({ col, value, onChange, onBlur, disabled, invalid, untilApproached, id }: Props) {
  const nodes = useTreeNodes(col);
  return (
    <TreePicker
      id={id}
      name={controlName(col.prop)}
      label={col.text}
      nodes={nodes}
      multiple={col.multiple}
      {...{ value, onChange, onBlur, disabled, invalid, untilApproached }}
    />
  );
}

/** Uploads through put-file (put-file-attach when the column records attachments) and keeps data.link; the avatar rule (jpg/png, 500kb) is data. */
function UploadInput({ col, value, onChange, onBlur, disabled, id }: Props) {
  const t = useTexts();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const rule = col.upload ?? { accept: ['image/jpeg', 'image/png'], maxKb: 500 };
  const link = typeof value === 'string' ? value : '';
  const preview = link ? previewAddress(link) : undefined;
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const isAvatar = rule.maxKb === 500;
    if (!rule.accept.includes(file.type)) return setError(isAvatar ? t('resources:avatarType') : t('resources:fileType'));
    if (file.size / 1024 > rule.maxKb) return setError(isAvatar ? t('resources:avatarSize') : t('resources:fileSize', { n: rule.maxKb }));
    setError('');
    setBusy(true);
    try {
      const res = await (rule.attach ? consoleApi.putFileAttach(file) : consoleApi.putFile(file));
      onChange(res.link);
      onBlur();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <HStack>
        {link && <Image src={link} alt="" boxSize="64px" objectFit="cover" borderRadius="sm" />}
        <Button asChild size="sm" variant="outline" disabled={disabled || busy} loading={busy}>
          <label htmlFor={id}>{t('resources:upload')}</label>
        </Button>
        <input
          id={id}
          type="file"
          hidden
          accept={rule.accept.join(',')}
          disabled={disabled}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        {preview && (
          <Link href={preview} target="_blank" rel="noopener noreferrer" fontSize="sm" colorPalette="brand" data-testid="upload-preview">
            {t('resources:preview')}
          </Link>
        )}
      </HStack>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
}
