import type { Meta, StoryObj } from '@storybook/react-vite';
import { FolderIcon, LogOutIcon, UserIcon } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Avatar, AvatarFallback } from './avatar.tsx';
import { Button } from './button.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

const onSelect = fn();

/** The dashboard's user menu. */
function UserMenu({ name }: { name: string }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2">
          <Avatar className="size-7">
            <AvatarFallback>{name.charAt(0)}</AvatarFallback>
          </Avatar>
          {name}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuLabel>{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onSelect('/profile')}>
          <UserIcon /> Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onSelect('/projects')}>
          <FolderIcon /> Projects
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onSelect('/onboarding')}>Update Profile</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onSelect('sign-out')}>
          <LogOutIcon /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Components/DropdownMenu',
  component: UserMenu,
  args: { name: 'Ada' },
  beforeEach: () => {
    onSelect.mockClear();
  },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Ada/ }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(screen.getAllByRole('menuitem').map((item) => item.textContent?.trim())).toEqual([
      'Profile',
      'Projects',
      'Update Profile',
      'Sign Out',
    ]);
  },
};

export const SelectWithPointer: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Ada/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Projects' }));
    await expect(onSelect).toHaveBeenCalledWith('/projects');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Ada/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledWith('sign-out');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Ada/ }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(onSelect).not.toHaveBeenCalled();
  },
};

/** The other parts: checkbox and radio items, a shortcut hint and a submenu. */
function ViewMenu() {
  const [showDone, setShowDone] = useState(false);
  const [sort, setSort] = useState('priority');
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        Sort: {sort}, completed {showDone ? 'shown' : 'hidden'}
      </p>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" className="w-fit">
            View
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-56">
          <DropdownMenuGroup>
            <DropdownMenuCheckboxItem checked={showDone} onCheckedChange={setShowDone}>
              Show completed
            </DropdownMenuCheckboxItem>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuLabel inset>Sort by</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
            <DropdownMenuRadioItem value="priority">Priority</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="due">Due date</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem inset>
            Refresh <DropdownMenuShortcut>R</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger inset>Export</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuItem onSelect={() => onSelect('csv')}>CSV</DropdownMenuItem>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

export const CheckboxRadioAndSubmenu: Story = {
  render: () => <ViewMenu />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'View' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Show completed' }));
    await expect(canvas.getByText(/completed shown/)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Due date' }));
    await expect(canvas.getByText(/Sort: due/)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menuitemradio', { name: 'Due date' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Submenu by keyboard: ArrowRight opens it and focuses its first item.
    screen.getByRole('menuitem', { name: 'Export' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'CSV' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledWith('csv');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};
