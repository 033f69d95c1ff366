import { Trans, useLingui } from '@lingui/react/macro';
import {
  getManagedMenuItemsQueryOptions,
  useApiClient,
  useCurrentCenter,
  useMenuItemMutations,
  type ManagedMenuItem,
} from '@platform/api-client';
import { MENU_LOCATIONS, type MenuLocationName } from '@platform/contracts';
import { DocumentTitle } from '@platform/i18n';
import { Button, ConfirmDialog, useToast } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { menuTree, reorder, type MenuTreeItem } from '../utils/menu-tree';
import { toMenuItemAttributes, type MenuItemFormValues } from '../utils/menu-item-form';
import { ContentNav } from './content-nav';
import { MenuItemForm } from './menu-item-form';
import { SortableList } from '@portal/components/sortable-list';

/** What an item links to, as the list says it. */
function LinkDescription({ item }: { item: ManagedMenuItem }) {
  if (item.linkType === 'system_page')
    return <span className="text-sm opacity-80">{item.systemPage?.path ?? item.systemPageId}</span>;
  return (
    <span className="text-sm opacity-80">
      {item.pageTitle ?? ''} {item.pagePath ? `(${item.pagePath})` : ''}
      {!item.pageIsPublished && (
        <span className="ml-2 font-semibold">
          <Trans>not published: hidden from visitors</Trans>
        </span>
      )}
    </span>
  );
}

type Editing = { id: string } | null;

function MenuSection({
  location,
  items,
}: {
  location: MenuLocationName;
  items: readonly ManagedMenuItem[];
}) {
  const { t } = useLingui();
  const { toast } = useToast();
  const { create, update, remove } = useMenuItemMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ManagedMenuItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const tree = menuTree(items, location);
  const title = location === 'header' ? t`Header menu` : t`Footer menu`;

  const move = async (siblings: readonly ManagedMenuItem[], from: number, to: number) => {
    const changes = reorder(siblings, from, to);
    const name = siblings[from]?.name ?? '';
    const place = to + 1;
    for (const change of changes)
      await update.mutateAsync({ id: change.id, attributes: { order: change.order } });
    setAnnouncement(t`${name} moved to place ${place}.`);
  };

  const save = (item: ManagedMenuItem | undefined) => async (values: MenuItemFormValues) => {
    const attributes = toMenuItemAttributes(values);
    if (item) await update.mutateAsync({ id: item.id, attributes });
    else await create.mutateAsync({ ...attributes, menu: location });
    const name = values.name;
    toast({
      color: 'success',
      title: item ? t`Menu item saved` : t`Menu item added`,
      message: t`“${name}” is in the ${title} on the website.`,
    });
    setEditing(null);
  };

  const row = (
    item: ManagedMenuItem,
    siblings: readonly ManagedMenuItem[],
    index: number,
    dragHandle: ReactNode,
  ) => {
    const name = item.name;
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-theme border border-black/15 p-3 dark:border-white/20">
        <div className="flex flex-col">
          <span className="font-semibold">{name}</span>
          <LinkDescription item={item} />
        </div>
        <div className="flex flex-wrap gap-2">
          {dragHandle}
          <Button
            variant="light"
            size="sm"
            disabled={index === 0 || update.isPending}
            onClick={() => void move(siblings, index, index - 1)}
          >
            <Trans>Move up</Trans>
            <span className="sr-only"> {name}</span>
          </Button>
          <Button
            variant="light"
            size="sm"
            disabled={index === siblings.length - 1 || update.isPending}
            onClick={() => void move(siblings, index, index + 1)}
          >
            <Trans>Move down</Trans>
            <span className="sr-only"> {name}</span>
          </Button>
          <Button variant="light" size="sm" onClick={() => setEditing({ id: item.id })}>
            <Trans>Edit</Trans>
            <span className="sr-only"> {name}</span>
          </Button>
          <Button variant="light" size="sm" onClick={() => setRemoving(item)}>
            <Trans>Remove</Trans>
            <span className="sr-only"> {name}</span>
          </Button>
        </div>
        {editing?.id === item.id && (
          <div className="w-full border-t border-black/10 pt-4 dark:border-white/15">
            <MenuItemForm
              item={item}
              parents={tree}
              submitLabel={t`Save menu item`}
              onSubmit={save(item)}
              onCancel={() => setEditing(null)}
            />
          </div>
        )}
      </div>
    );
  };

  const removingName = removing?.name ?? '';
  return (
    <section aria-labelledby={`menu-${location}`} className="flex flex-col gap-4">
      <h2 id={`menu-${location}`} className="font-heading text-xl font-bold">
        {title}
      </h2>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {tree.length === 0 ? (
        <p>
          <Trans>This menu has no items yet.</Trans>
        </p>
      ) : (
        <SortableList
          items={tree}
          idOf={(item) => item.id}
          labelOf={(item) => item.name}
          onMove={(from, to) => void move(tree, from, to)}
          className="flex flex-col gap-2"
          renderItem={(item: MenuTreeItem, index, dragHandle) => {
            const parentName = item.name;
            return (
              <>
                {row(item, tree, index, dragHandle)}
                {item.children.length > 0 && (
                  <SortableList
                    items={item.children}
                    idOf={(child) => child.id}
                    labelOf={(child) => child.name}
                    onMove={(from, to) => void move(item.children, from, to)}
                    className="mt-2 ml-8 flex flex-col gap-2"
                    aria-label={t`Submenu of ${parentName}`}
                    renderItem={(child, childIndex, childHandle) =>
                      row(child, item.children, childIndex, childHandle)
                    }
                  />
                )}
              </>
            );
          }}
        />
      )}
      <details className="rounded-theme bg-black/5 p-4 dark:bg-white/5">
        <summary className="cursor-pointer font-semibold">{t`Add an item to the ${title}`}</summary>
        <div className="mt-4">
          <MenuItemForm parents={tree} submitLabel={t`Add menu item`} onSubmit={save(undefined)} />
        </div>
      </details>
      <ConfirmDialog
        isOpen={removing !== null}
        title={t`Remove “${removingName}”?`}
        description={
          <Trans>The item and its submenu entries leave the menu. The pages themselves stay.</Trans>
        }
        confirmLabel={t`Remove menu item`}
        onConfirm={() => {
          if (removing)
            remove.mutate(removing.id, {
              onSuccess: () =>
                toast({
                  color: 'success',
                  title: t`Menu item removed`,
                  message: t`“${removingName}” is no longer in the menu.`,
                }),
            });
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

/** `/content/menu-items`: the centre's header and footer menus, edited item by item; the site shows each change at once. */
export function MenusPage() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const { data: items } = useSuspenseQuery(getManagedMenuItemsQueryOptions(useApiClient()));
  return (
    <>
      <DocumentTitle page={t`Menus`} appName={meta.appName} />
      <h1 className="mb-4 font-heading text-3xl font-bold tracking-tight">
        <Trans>Menus</Trans>
      </h1>
      <ContentNav />
      <div className="grid gap-10 lg:grid-cols-2">
        {MENU_LOCATIONS.map((location) => (
          <MenuSection key={location} location={location} items={items} />
        ))}
      </div>
    </>
  );
}
