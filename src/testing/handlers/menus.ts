// The menus the unit tests' API answers: today's, as the database is seeded.
import { builtInMenus } from '@/copy/navigation';

import type { ContentAnswer } from './content';

export const menuItemsFixture = builtInMenus.map((entry, index) => ({ id: index + 1, ...entry }));

export const menuAnswers: Record<string, ContentAnswer> = { menuItems: menuItemsFixture };
