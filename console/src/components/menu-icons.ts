import type { IconName } from './icon';

// The menu icon set: BladeX's stock icon font (the names of Saber's src/config/iconList.js,
// which the server's blade_menu.source holds), each drawn by one of the console's glyphs.
// A menu item with no icon, or a name outside this set, gets the default (spec §2 "menu icon
// defaults"): BladeX's own default, icon-caidan (菜单). The set is listed in console/README.md.
const byName: Record<string, IconName> = {
  // 通用图标
  iconicon_roundadd: 'flag', iconicon_compile: 'code', iconicon_glass: 'search', iconicon_roundclose: 'close',
  iconicon_roundreduce: 'close', iconicon_delete: 'close', iconicon_shakehands: 'handshake', iconicon_task_done: 'task',
  iconicon_voipphone: 'phone', iconicon_safety: 'shield', iconicon_work: 'task', iconicon_study: 'book',
  iconicon_task: 'list', iconicon_subordinate: 'tree', iconicon_star: 'agent', iconicon_setting: 'gear',
  iconicon_sms: 'message', iconicon_share: 'send', iconicon_secret: 'lock', iconicon_scan_namecard: 'user',
  iconicon_principal: 'user', iconicon_group: 'users', iconicon_send: 'send', iconicon_scan: 'search',
  iconicon_search: 'search', iconicon_refresh: 'expand', iconicon_savememo: 'doc', iconicon_QRcode: 'box',
  iconicon_im_keyboard: 'message', iconicon_redpacket: 'money', iconicon_photo: 'image', iconicon_qq: 'message',
  iconicon_wechat: 'message', iconicon_phone: 'phone', iconicon_namecard: 'user', iconicon_notice: 'bell',
  iconicon_next_arrow: 'chevronRight', iconicon_left: 'chevronRight', iconicon_more: 'more', iconicon_details: 'doc',
  iconicon_message: 'message', iconicon_mobilephone: 'mobile', iconicon_im_voice: 'phone', iconicon_GPS: 'pin',
  iconicon_ding: 'bell', iconicon_exchange: 'cart', iconicon_cspace: 'layers', iconicon_doc: 'doc',
  iconicon_dispose: 'gear', iconicon_discovery: 'compass', iconicon_community_line: 'list', iconicon_cloud_history: 'cloud',
  iconicon_coinpurse_line: 'money', iconicon_airplay: 'monitor', iconicon_at: 'message', iconicon_addressbook: 'book',
  iconicon_boss: 'user', iconicon_addperson: 'users', iconicon_affiliations_li: 'layers', iconicon_addmessage: 'message',
  iconicon_addresslist: 'book', iconicon_add: 'flag', icongithub: 'code', icongitee2: 'code',
  // 系统图标
  'icon-zhongyingwen': 'globe', 'icon-caidan': 'menu', 'icon-rizhi1': 'doc', 'icon-zhuti': 'theme', 'icon-suoping': 'lock',
  'icon-bug': 'bug', 'icon-qq1': 'message', 'icon-weixin1': 'message', 'icon-shouji': 'mobile', 'icon-mima': 'key',
  'icon-yonghu': 'user', 'icon-yanzhengma': 'shield', 'icon-canshu': 'gear', 'icon-dongtai': 'chart',
  'icon-iconset0265': 'folder', 'icon-shujuzhanshi2': 'chart', 'icon-tuichuquanping': 'expand', 'icon-rizhi': 'doc',
  'icon-cuowutishitubiao': 'bug', 'icon-debug': 'bug', 'icon-iconset0216': 'folder', 'icon-quanxian': 'key',
  'icon-shuaxin': 'expand', 'icon-bofangqi-suoping': 'lock', 'icon-quanping': 'expand', 'icon-navicon': 'menu',
  'icon-biaodan': 'list', 'icon-liuliangyunpingtaitubiao08': 'cloud', 'icon-caidanguanli': 'plug', 'icon-cuowu': 'bug',
  'icon-wxbgongju': 'code', 'icon-tuichu': 'chevronRight', 'icon-daohanglanmoshi02': 'menu', 'icon-changyonglogo27': 'agent',
  'icon-biaoge': 'list', 'icon-baidu1': 'globe', 'icon-tubiao': 'chart', 'icon-souhu': 'globe', 'icon-msnui-360': 'globe',
  'icon-iframe': 'globe', 'icon-huanyingye': 'home',
};

/** Every name of the set (README and tests). */
export const menuIconNames = Object.keys(byName);

/** The icon name of a menu `source`: "iconfont iconicon_setting" -> "iconicon_setting". */
const nameOf = (source: string | undefined) => (source ?? '').trim().split(/\s+/).find((c) => c !== 'iconfont') ?? '';

/** Whether a menu `source` names an icon of the set. */
export const isMenuIcon = (source: string | undefined) => nameOf(source) in byName;

/** The glyph of a menu `source`, or the default's for none or a name outside the set. */
export const menuGlyph = (source: string | undefined): IconName => byName[nameOf(source)] ?? 'menu';
