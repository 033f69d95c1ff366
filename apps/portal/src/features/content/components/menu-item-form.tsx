import { useLingui } from '@lingui/react/macro';
import { getManagedPagesQueryOptions, getSystemPagesQueryOptions, useApiClient, type ManagedMenuItem } from '@platform/api-client';
import { applyApiFieldErrors, Button, Form, FormFailureAlert, RadioGroup, Select, TextField } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { CONTENT_PAGE, LINKABLE_PAGES_QUERY, menuItemFormSchema, menuItemFormValues, SYSTEM_PAGE, type MenuItemFormValues } from '../utils/menu-item-form';


/** Props of {@link MenuItemForm}. */
export type MenuItemFormProps = {
  /** The item to change; a new item when absent. */
  item?: ManagedMenuItem;
  /** The menu's top-level items, the possible parents. */
  parents: readonly ManagedMenuItem[];
  submitLabel: string;
  onSubmit: (values: MenuItemFormValues) => Promise<unknown>;
  onCancel?: () => void;
};

function LinkTarget() {
  const { t } = useLingui();
  const client = useApiClient();
  const linkType = useWatch<MenuItemFormValues, 'linkType'>({ name: 'linkType' });
  const pages = useQuery(getManagedPagesQueryOptions(client, LINKABLE_PAGES_QUERY));
  const systemPages = useQuery(getSystemPagesQueryOptions(client));
  return linkType === 'content_page' ? (
    <Select
      name="pageId"
      label={t`Page`}
      isRequired
      placeholder={t`Choose a page…`}
      description={t`A page that is not published stays out of the menu until it is.`}
      options={(pages.data?.pages ?? []).map(({ id, title, path, isPublished }) => ({
        value: id,
        label: isPublished ? `${title} (${path})` : t`${title} (not published)`,
      }))}
    />
  ) : (
    <Select
      name="systemPageId"
      label={t`Page of the site`}
      isRequired
      placeholder={t`Choose a page…`}
      options={(systemPages.data ?? []).map((page) => ({ value: page.id, label: `${page.name} (${page.path})` }))}
    />
  );
}

/** Adds or changes a menu item: its name, what it links to and the item it is a submenu entry of. */
export function MenuItemForm({ item, parents, submitLabel, onSubmit, onCancel }: MenuItemFormProps) {
  const { t } = useLingui();
  const [failure, setFailure] = useState<{ title: string } | null>(null);
  const handleSubmit = async (values: MenuItemFormValues, form: UseFormReturn<MenuItemFormValues, unknown, MenuItemFormValues>) => {
    setFailure(null);
    try {
      await onSubmit(values);
      if (!item) form.reset(menuItemFormValues());
    } catch (error) {
      applyApiFieldErrors(form, error, { shouldFocus: true });
      setFailure({ title: t`The menu item could not be saved.` });
    }
  };
  return (
    <Form schema={menuItemFormSchema} defaultValues={menuItemFormValues(item)} onSubmit={handleSubmit} aria-label={submitLabel} className="flex flex-col gap-4">
      <FormFailureAlert failure={failure} title={failure?.title} />
      <TextField name="name" label={t`Name in the menu`} isRequired maxLength={100} />
      <RadioGroup
        name="linkType"
        legend={t`Links to`}
        options={[
          { value: CONTENT_PAGE, label: t`A page or news item of the CMS` },
          { value: SYSTEM_PAGE, label: t`A page of the site itself (vacancy bank, social map, …)` },
        ]}
      />
      <LinkTarget />
      <Select
        name="parentId"
        label={t`Submenu of`}
        placeholder={t`None: a top-level item`}
        options={parents.filter((parent) => parent.id !== item?.id).map((parent) => ({ value: parent.id, label: parent.name }))}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{submitLabel}</Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        )}
      </div>
    </Form>
  );
}
