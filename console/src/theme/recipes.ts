import {
  badgeRecipe,
  codeRecipe,
  buttonRecipe,
  inputRecipe,
  spinnerRecipe,
  headingRecipe,
  separatorRecipe,
  linkRecipe,
  kbdRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

// Only the recipes the console uses: the default system ships all of them (~30 KB gzipped).
export const recipes = {
  badge: badgeRecipe,
  code: codeRecipe,
  button: buttonRecipe,
  input: inputRecipe,
  spinner: spinnerRecipe,
  heading: headingRecipe,
  separator: separatorRecipe,
  link: linkRecipe,
  kbd: kbdRecipe,
  textarea: textareaRecipe,
};
