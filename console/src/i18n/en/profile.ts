import type zh from '../zh/profile';
import type { Texts } from '../texts';

export default {
  title: 'Personal info',
  infoTab: 'Personal info',
  passwordTab: 'Change password',
  avatar: 'Avatar',
  avatarHint: 'JPG or PNG only, up to 500kb',
  avatarType: 'The avatar must be a JPG or PNG image!',
  avatarSize: 'The avatar cannot be larger than 500kb!',
  upload: 'Upload avatar',
  name: 'Nickname',
  realName: 'Real name',
  phone: 'Mobile phone',
  email: 'Email',
  account: 'Account',
  deptKind: 'Department kind',
  deptKinds: { internal: 'Internal', external: 'External' },
  oldPassword: 'Current password',
  newPassword: 'New password',
  newPassword1: 'Confirm password',
  mismatch: 'The two passwords are inconsistent',
  saved: 'Profile updated',
  passwordSaved: 'Password changed',
} satisfies Texts<typeof zh>;
