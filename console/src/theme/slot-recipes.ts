import {
  alertSlotRecipe,
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

// A slot component without its recipe renders unstyled (an Alert's icon at full width): every one
// the console uses is listed here.
export const slotRecipes = {
  alert: alertSlotRecipe,
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
