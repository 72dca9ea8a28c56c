import { howToGuide } from './guide';

// spec 2: /how-to-make-a-keyboard-macro; spec 9: shortcuts of 2 to 4 buttons, 6 activator types.

export const keyboardMacroGuide = howToGuide('/how-to-make-a-keyboard-macro', {
  en: {
    title: 'How to make a keyboard macro',
    intro:
      'A keyboard macro turns a sequence of key presses, with exact pauses between them, into one key or one controller button. Use it for a combo in a fighting game, a build order in a strategy game, or a line you type a dozen times a day. Here is how to build one in Remapper, from the first key to a tested macro that loads with your game.',
    device: 'Any keyboard, or a controller button',
    requirements: [
      'A keyboard (a gaming keyboard with extra keys is handy, but not needed)',
      'A PC with Windows 10 or 11 (64-bit), Intel/AMD x64 or ARM64',
      'Remapper installed; the free 7-day trial includes macros and key combos',
      'The key sequence you want, written down in order',
    ],
    steps: [
      {
        title: 'Write down the sequence',
        body: `
Do the sequence slowly by hand and note each key in order. Mark which keys are pressed together (**Shift** held while you press **1**) and which one after another, and where the game needs a moment, for example while an animation plays.

Short macros are easier to get right. If your sequence has more than ten keys, split it into two macros on two keys.
`,
      },
      {
        title: 'Pick the key that starts it',
        body: `
Start Remapper and select your keyboard in the device list. Add a new **config** named after the game or app.

Choose a key you do not use in that game: **Scroll Lock**, **Pause**, a key on the number pad, or the extra G-keys of a gaming keyboard. A controller button works just as well if you play on a gamepad: select the controller instead of the keyboard and follow the same steps.
`,
      },
      {
        title: 'Set the activator',
        body: `
Each key has 6 activators: single, double, triple and long press, start and release. Choose **single** for an everyday macro. A **long press** is good for something you must not trigger by accident, such as a sequence that spends resources.

Combining activators gives one key several jobs: type a greeting on a single press and your signature on a double press.
`,
      },
      {
        title: 'Record the keys into the macro',
        body: `
Choose **Macro** as the mapping and add the key presses from your list. For each one you decide whether the key is **pressed and released**, only **held down**, or **released**. Held keys are how you build combinations: hold **Shift**, press **1**, release **Shift**.

Between keys, add a **pause** in milliseconds. Games read the keyboard a few dozen times a second, so 20-50 ms between keys is a safe start; text fields in apps can go faster.
`,
      },
      {
        title: 'Use a key combo when one key is not enough',
        body: `
Out of free keys? Start the macro with a **shortcut** of 2 to 4 keys instead, such as **Ctrl** + **Alt** + **M**. Remapper recognises the combination and plays the macro, while each key on its own keeps its normal job.

Shortcuts are also a good way to switch **slots**: one device has up to 4, each with its own set of macros.
`,
      },
      {
        title: 'Apply and test in a text editor',
        body: `
Press **Apply** and open Notepad. Trigger the macro and read what it typed: every key appears in order, so a missing or doubled letter is easy to spot. Movement keys and game actions you can then check in the game itself.

If keys are dropped, lengthen the pauses. If a combination does not work, check that the held key is released at the end; a key left held down keeps affecting everything you type afterwards.
`,
      },
      {
        title: 'Load it with the game',
        body: `
When the macro is right, turn on **autodetect** for the game's program. Remapper applies the config when the game starts, so the macro key only does its trick in that game and types normally everywhere else.

Keep a second set of macros in a **shift layer**: hold one key and your macro keys switch to different sequences. A config can have 4 shift layers.
`,
      },
    ],
    closing: `
## A word on online games

Macros are welcome in single-player games, in chats and at work, but many online games limit automated input. Check the rules of the game before using a macro in it.

Mice can run macros too: clicks, scrolls and cursor moves follow the same steps.
`,
    related: [
      ['How to make a mouse macro', '/how-to-make-a-mouse-macro'],
      ['The macro controller', '/macro-controller'],
      ['Advanced controller mapping: macros', '/advanced-controller-mapping#macros'],
      ['Advanced controller mapping: four slots', '/advanced-controller-mapping#four-slots'],
    ],
  },
  zh_CN: {
    title: '如何制作键盘宏',
    intro:
      '键盘宏能把一串按键（以及按键之间精确的停顿）变成一个按键或一个手柄按键。格斗游戏里的连招、策略游戏里的开局建造顺序、每天要打十几遍的一句话，都可以交给它。下面介绍如何在 Remapper 中制作键盘宏：从第一个按键开始，直到做出一个测试通过、随游戏自动加载的宏。',
    device: '任意键盘，或手柄按键',
    requirements: [
      '一个键盘（带额外按键的游戏键盘更方便，但不是必需的）',
      '一台装有 64 位 Windows 10 或 11 的电脑（Intel/AMD x64 或 ARM64）',
      '已安装 Remapper；7 天免费试用包含宏和组合键功能',
      '按顺序写下您想要的按键序列',
    ],
    steps: [
      {
        title: '写下按键序列',
        body: `
手动慢慢地把序列按一遍，按顺序记下每个按键。标出哪些键是同时按的（按住 **Shift** 再按 **1**），哪些是依次按的，以及游戏在哪些地方需要等一下，例如播放动画的时候。

宏越短越容易调好。如果序列超过十个按键，可以拆成两个宏，放在两个键上。
`,
      },
      {
        title: '选择启动宏的按键',
        body: `
启动 Remapper，在设备列表中选中您的键盘，新建一个 **配置**，用游戏或软件的名称命名。

选一个在该游戏中用不到的键：**Scroll Lock**、**Pause**、小键盘上的某个键，或游戏键盘上额外的 G 键。如果您用手柄玩，手柄按键也完全可以：选中手柄而不是键盘，按同样的步骤操作即可。
`,
      },
      {
        title: '设置触发方式',
        body: `
每个按键都有 6 种触发方式：单击、双击、三击、长按、按下和松开。日常使用的宏选 **单击** 即可。不能误触的操作，比如会消耗资源的序列，适合用 **长按**。

组合使用触发方式，一个键就能干好几件事：单击输入问候语，双击输入签名。
`,
      },
      {
        title: '把按键录入宏',
        body: `
映射类型选择 **宏**，按清单添加按键。每个按键都要选择是 **按下并松开**、只 **按住**，还是 **松开**。组合键就是靠“按住”实现的：按住 **Shift**，按 **1**，再松开 **Shift**。

按键之间添加以毫秒为单位的 **暂停**。游戏每秒读取键盘几十次，所以两键之间先设 20-50 毫秒比较稳妥；在软件的文本框里可以更快。
`,
      },
      {
        title: '一个键不够时，使用组合键',
        body: `
没有空闲按键了？可以改用 2 到 4 个按键组成的 **快捷键** 来启动宏，例如 **Ctrl** + **Alt** + **M**。Remapper 识别到这个组合就会执行宏，而每个键单独按下时仍保持原来的功能。

快捷键也很适合用来切换 **配置槽**：每个设备最多 4 个配置槽，每个配置槽都可以有自己的一套宏。
`,
      },
      {
        title: '应用后在文本编辑器中测试',
        body: `
点击 **应用**，打开记事本。触发宏，看看它输入了什么：每个按键都会按顺序显示出来，少了或多了哪个字母一眼就能看出。移动键和游戏操作可以再到游戏里检查。

如果有按键丢失，就加长暂停时间。如果组合键不生效，检查按住的键最后有没有松开；一直按住的键会影响之后输入的所有内容。
`,
      },
      {
        title: '让宏随游戏自动加载',
        body: `
宏调好后，为游戏程序开启 **自动识别**。游戏启动时 Remapper 会应用这套配置，因此宏按键只在这个游戏里起作用，在其他地方照常打字。

还可以在 **Shift 层** 中再放一套宏：按住某个键，宏按键就切换为另一组序列。一个配置最多可以有 4 个 Shift 层。
`,
      },
    ],
    closing: `
## 关于网络游戏

在单机游戏、聊天和工作中都可以放心使用宏，但许多网络游戏会限制自动化输入。在游戏中使用宏之前，请先查看该游戏的规则。

鼠标同样可以使用宏：点击、滚轮和光标移动，步骤都一样。
`,
    related: [
      ['如何制作鼠标宏', '/how-to-make-a-mouse-macro'],
      ['宏控制器', '/macro-controller'],
      ['高级手柄映射：宏', '/advanced-controller-mapping#macros'],
      ['高级手柄映射：四个配置槽', '/advanced-controller-mapping#four-slots'],
    ],
  },
});
