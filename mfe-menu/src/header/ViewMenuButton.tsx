import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import { useBranches } from '@menu/shared/data';
import { Button, Dropdown } from '@menu/shared/kit';
import { previewUrl } from '@menu/shared/menu/preview';

/**
 * 'Ver Menú': opens what diners see (the public menu of a branch) in a new tab, as a preview
 * (not counted as a diner's view). One enabled branch: a plain link; several: a menu to pick the branch.
 */
export function ViewMenuButton() {
  // The board below reads the same list: one request for both (the panel's data cache).
  const branches = (useBranches().data ?? []).filter((branch) => branch.enabled);

  if (branches.length === 0) return null;
  if (branches.length === 1) {
    return (
      <Button icon={<EyeOutlined />} href={previewUrl(branches[0].menu_url)} target="_blank" rel="noopener noreferrer">
        Ver Menú
      </Button>
    );
  }
  return (
    <Dropdown
      menu={{
        items: branches.map((branch) => ({
          key: String(branch.id),
          label: (
            <a href={previewUrl(branch.menu_url)} target="_blank" rel="noopener noreferrer">
              {branch.name}
            </a>
          ),
        })),
      }}
    >
      <Button icon={<EyeOutlined />}>Ver Menú</Button>
    </Dropdown>
  );
}
