import {
  fieldSlotRecipe,
  dialogSlotRecipe,
  menuSlotRecipe,
  popoverSlotRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
  avatarSlotRecipe,
  nativeSelectSlotRecipe,
  tableSlotRecipe,
  cardSlotRecipe,
  statSlotRecipe,
} from '@chakra-ui/react/theme';

export const slotRecipes = {
  field: fieldSlotRecipe,
  dialog: dialogSlotRecipe,
  menu: menuSlotRecipe,
  popover: popoverSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
  avatar: avatarSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  table: tableSlotRecipe,
  card: cardSlotRecipe,
  stat: statSlotRecipe,
};
