import { howToGuide } from './guide';

// spec 2: /how-to-make-a-mouse-macro; spec 1: macros, rapid fire (Turbo and Toggle), autodetect.

export const mouseMacroGuide = howToGuide('/how-to-make-a-mouse-macro', {
  en: {
    title: 'How to make a mouse macro',
    intro:
      'A mouse macro plays back a series of clicks, scrolls and cursor moves whenever you press one button. It saves your wrist in games and apps that ask for the same clicking over and over. This guide builds a macro in Remapper step by step, puts it on a mouse side button, and shows how to make it repeat, test it safely and keep it ready for the right game.',
    device: 'Any USB or wireless mouse',
    requirements: [
      'A mouse; one with side buttons gives you free buttons for macros',
      'A PC with Windows 10 or 11 (64-bit), Intel/AMD x64 or ARM64',
      'Remapper installed; the free 7-day trial includes macros',
      'A few minutes to write down the clicks you want to automate',
    ],
    steps: [
      {
        title: 'Plan the macro on paper',
        body: `
Before you open Remapper, do the task once by hand and write down every action in order: which button you click, where the cursor goes, how far you scroll and how long you wait between actions. A macro repeats exactly what you give it, so a clear list now saves guessing later.

Keep the first macro short, three to five actions. You can always add more once it works.
`,
      },
      {
        title: 'Select your mouse in Remapper',
        body: `
Start Remapper. Your mouse appears in the device list next to your keyboard and any controllers; if you have more than one mouse, move the one you want to use and watch which entry reacts.

Select it and add a new **config**. Name it after the game or app the macro is for. A config keeps all of a device's mappings together, so the macro will not affect your mouse anywhere else unless you want it to.
`,
      },
      {
        title: 'Choose the button and the activator',
        body: `
Click the button that should start the macro. A side button is usually the best choice, because you do not need it for anything else. You can also put the macro on a keyboard key or on a controller button: the steps are the same.

Then pick the **activator**, the way the button is pressed: single, double, triple or long press, start or release. With a single press for one macro and a long press for another, one side button carries two macros.
`,
      },
      {
        title: 'Add the mouse actions',
        body: `
Choose **Macro** as the mapping and add the actions from your list, in order:

- **Mouse click**: left, right or middle button, pressed and released, or held down and released later for dragging.
- **Pause**: the wait in milliseconds. Most games need 30-100 ms between clicks to register each one.
- **Cursor move**: to a position on the screen or by a distance from where the cursor is.
- **Scroll**: up or down, by as many steps as you need.

Drag actions to reorder them, and delete any you added by mistake.
`,
      },
      {
        title: 'Decide how it repeats',
        body: `
By default the macro plays once per press. For actions you hold, such as repeated clicking in a crafting menu, switch on **rapid fire**:

- **Turbo** repeats the macro for as long as you hold the button.
- **Toggle** starts repeating on one press and stops on the next, so your finger can rest.

Set the repeat speed slower than you think you need. A game that drops inputs at high speed usually works fine at a slightly lower rate.
`,
      },
      {
        title: 'Apply and test it somewhere safe',
        body: `
Press **Apply**, then try the macro in a harmless place first: Paint shows every click and drag, and a long web page shows scrolling. Watch whether each action lands where it should.

If clicks are missed, make the pauses longer. If the cursor ends up in the wrong place, check whether the move is absolute (to a point on the screen) or relative (a distance), and whether the game runs at the same resolution you tested at.
`,
      },
      {
        title: 'Keep it for the right game',
        body: `
Open the game and try the macro there. When it does what you want, turn on **autodetect** for the game's program: Remapper loads this config when the game starts and goes back to your normal mouse when it closes.

To keep several sets of macros for one game, add a **slot** (up to 4 per device) or a **shift layer** (up to 4 per config), and switch with a shortcut.
`,
      },
    ],
    closing: `
## Play fair

Single-player games and desktop apps are the natural home of mouse macros. Online games often have rules about automated input: read them before you use a macro there, and keep macros to tasks the rules allow.

Want the keyboard side too? A keyboard macro follows the same steps with key presses instead of clicks.
`,
    related: [
      ['How to make a keyboard macro', '/how-to-make-a-keyboard-macro'],
      ['The macro controller', '/macro-controller'],
      ['Advanced controller mapping: macros', '/advanced-controller-mapping#macros'],
      ['Advanced controller mapping: rapid fire', '/advanced-controller-mapping#rapid-fire'],
    ],
  },
  zh_CN: {
    title: '如何制作鼠标宏',
    intro:
      '鼠标宏可以在您按下一个按键时，自动回放一连串点击、滚轮和光标移动。在那些需要反复点同一个地方的游戏和软件里，它能大大减轻手腕的负担。本指南将一步步在 Remapper 中制作一个宏，把它绑定到鼠标侧键上，并介绍如何让它重复执行、如何安全地测试，以及如何让它只在对应的游戏中生效。',
    device: '任意 USB 或无线鼠标',
    requirements: [
      '一只鼠标；带侧键的鼠标有空闲按键可以放宏',
      '一台装有 64 位 Windows 10 或 11 的电脑（Intel/AMD x64 或 ARM64）',
      '已安装 Remapper；7 天免费试用包含宏功能',
      '花几分钟把要自动完成的点击操作记下来',
    ],
    steps: [
      {
        title: '先在纸上规划好宏',
        body: `
打开 Remapper 之前，先手动把这件事做一遍，并按顺序记下每个动作：点的是哪个键、光标移到哪里、滚轮滚多远、每个动作之间等多久。宏会一丝不差地重复您给它的内容，现在列清楚，之后就不用反复试。

第一个宏尽量简短，三到五个动作即可。运行正常后再慢慢添加。
`,
      },
      {
        title: '在 Remapper 中选择鼠标',
        body: `
启动 Remapper。您的鼠标会和键盘以及已连接的手柄一起出现在设备列表中；如果有多只鼠标，移动一下想用的那只，看看哪一项有反应。

选中它，新建一个 **配置**，用宏所服务的游戏或软件命名。配置会把一个设备的所有映射放在一起，因此除非您愿意，这个宏不会影响鼠标在其他地方的使用。
`,
      },
      {
        title: '选择按键和触发方式',
        body: `
点击用来启动宏的按键。侧键通常是最好的选择，因为平时用不到它。您也可以把宏放在键盘按键或手柄按键上，步骤完全相同。

接着选择 **触发方式**，也就是按键的按法：单击、双击、三击、长按、按下或松开。单击执行一个宏、长按执行另一个宏，一个侧键就能放两个宏。
`,
      },
      {
        title: '添加鼠标动作',
        body: `
映射类型选择 **宏**，然后按清单顺序添加动作：

- **鼠标点击**：左键、右键或中键，按下并松开；拖动时可以先按住，稍后再松开。
- **暂停**：以毫秒为单位的等待时间。大多数游戏需要在两次点击之间间隔 30-100 毫秒，才能识别每一次点击。
- **光标移动**：移动到屏幕上的某个位置，或从当前位置移动一段距离。
- **滚轮**：向上或向下，滚动所需的格数。

拖动动作可以调整顺序，误加的动作直接删除即可。
`,
      },
      {
        title: '决定是否重复执行',
        body: `
默认情况下，每按一次宏执行一遍。对于需要一直按着的操作，比如在制作菜单里反复点击，可以开启 **连发**：

- **Turbo**：按住按键期间宏会一直重复。
- **Toggle**：按一下开始重复，再按一下停止，手指可以休息。

重复速度宁可设得比您以为的慢一些。高速下会丢输入的游戏，稍微降低频率后通常就能正常工作。
`,
      },
      {
        title: '应用后在安全的地方测试',
        body: `
点击 **应用**，先在不会出问题的地方试用宏：画图程序能显示每一次点击和拖动，长网页可以检查滚轮效果。观察每个动作是否落在了正确的位置。

如果有点击没生效，就把暂停时间加长。如果光标停错了位置，检查移动是绝对位置（屏幕上的某一点）还是相对距离，以及游戏的分辨率是否和您测试时相同。
`,
      },
      {
        title: '让宏只在对应的游戏中生效',
        body: `
打开游戏试一试。效果满意后，为游戏程序开启 **自动识别**：游戏启动时 Remapper 会加载这套配置，游戏关闭后鼠标恢复正常。

如果一个游戏需要多套宏，可以添加 **配置槽**（每个设备最多 4 个）或 **Shift 层**（每个配置最多 4 个），再用快捷键切换。
`,
      },
    ],
    closing: `
## 公平游戏

鼠标宏最适合用在单机游戏和桌面软件里。网络游戏往往对自动化输入有明确规定：使用前请先阅读规则，只在规则允许的范围内使用宏。

也想给键盘做宏？键盘宏的步骤完全相同，只是把点击换成了按键。
`,
    related: [
      ['如何制作键盘宏', '/how-to-make-a-keyboard-macro'],
      ['宏控制器', '/macro-controller'],
      ['高级手柄映射：宏', '/advanced-controller-mapping#macros'],
      ['高级手柄映射：连发', '/advanced-controller-mapping#rapid-fire'],
    ],
  },
});
