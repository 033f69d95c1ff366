import { useLingui } from '@lingui/react/macro';
import type { Organization } from '@platform/api-client';
import { organizationSelected, selectSelectedOrganizationId } from '@platform/auth';
import { useToast } from '@platform/ui';
import { useDispatch, useSelector } from 'react-redux';

/**
 * The organisation the user acts for (spec §4), chosen from their organisations.
 * Only the id is stored; every call sends it as Current-Organization-Id.
 */
export function OrganizationSelector({
  organizations,
}: {
  organizations: readonly Organization[];
}) {
  const { t } = useLingui();
  const selectedId = useSelector(selectSelectedOrganizationId);
  const dispatch = useDispatch();
  const { toast } = useToast();

  const handleChange = (id: string) => {
    dispatch(organizationSelected(id));
    const name = organizations.find((organization) => organization.id === id)?.name ?? '';
    toast({
      color: 'success',
      title: t`Organisation switched`,
      message: t`You now act for ${name}.`,
    });
  };

  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="font-semibold">{t`Organisation`}</span>
      <select
        value={selectedId ?? ''}
        onChange={(event) => handleChange(event.target.value)}
        className="max-w-56 rounded-theme border border-black/25 bg-background px-2 py-1.5 text-sm text-text focus:outline-2 focus:outline-primary dark:border-white/25"
      >
        {organizations.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {organization.name}
          </option>
        ))}
      </select>
    </label>
  );
}
