pragma Singleton
import QtQuick

// Colours, sizes, fonts and motion for every screen, each with a name that says where it is
// used. Sizes scale with the window (px() is for this file only); body text never goes below
// 16 px, touch targets never below 48 px.
QtObject {

    property real windowWidth: 1280
    property real windowHeight: 800
    readonly property real scale: Math.max(0.7, Math.min(windowWidth / 1280, windowHeight / 800, 2.6))
    readonly property bool portrait: windowHeight > windowWidth * 1.05

    function px(v: real): int { return Math.round(v * scale) }

    // the window: it opens at this size (or the screen's, if smaller), and goes no smaller
    readonly property int openWidth: 1280
    readonly property int openHeight: 800
    readonly property int minWidth: 640
    readonly property int minHeight: 480

    // colours: written from look/palette.py's THEME (python -m dixit_desktop.look.palette)
    readonly property color night: "#161a36"
    readonly property color nightDeep: "#0d1026"
    readonly property color nightGlow: "#2a2f5e"
    readonly property color wood: "#6b4430"   // the score track
    readonly property color woodLight: "#8d5c40"
    readonly property color paper: "#f7f0e1"   // cream paper panels
    readonly property color paperShade: "#e9dcc2"
    readonly property color ink: "#1d1a2e"   // text on light colours
    readonly property color inkSoft: "#4a4660"
    readonly property color inkLight: "#ffffff"   // text on deep colours (the red token, a colour on paper)
    readonly property color moonlight: "#cfd6ff"
    readonly property color gold: "#f4b942"
    readonly property color goldDeep: "#c98a14"
    readonly property color good: "#2f9e78"
    readonly property color warn: "#d55e00"
    readonly property color redToken: "#d7263d"
    readonly property color shadow: "#66000000"
    readonly property color veil: "#b3000000"   // behind a dialog
    readonly property color veilDeep: "#d9000000"   // behind a card shown big
    // (end of the colours from look/palette.py)

    // type: the text styles (TitleText, HeadingText, BodyText, CaptionText...) use these
    readonly property string titleFont: "Fredoka Light"
    readonly property string textFont: "Atkinson Hyperlegible"
    readonly property int fontSmall: Math.max(15, px(17))
    readonly property int fontBody: Math.max(17, px(21))
    readonly property int fontLarge: Math.max(20, px(28))
    readonly property int fontTitle: Math.max(26, px(40))
    readonly property int fontHuge: Math.max(40, px(84))

    // spacing
    readonly property int gapTiny: px(4)
    readonly property int gapSmall: px(6)
    readonly property int gapMedium: px(8)
    readonly property int gap: Math.max(8, px(16))
    readonly property int radius: Math.max(8, px(16))
    readonly property int margin: Math.max(12, px(28))
    readonly property real gapWide: gap * 1.5          // between the podiums at the end
    readonly property int handoffRoom: margin * 4      // a handoff's or computer's column, from the sides (both)

    // controls
    readonly property int touch: Math.max(48, px(60))           // the smallest thing a finger taps
    readonly property int focusRing: Math.max(2, px(3))
    readonly property int switchWidth: px(64)
    readonly property int switchHeight: px(34)
    readonly property int switchKnobInset: px(4)
    readonly property int switchLabelGap: px(10)
    readonly property int stepperValueWidth: px(150)
    readonly property int keyboardPadding: px(8)
    readonly property int hairline: 1                  // the finest line (a panel's edge)
    readonly property int lineWidth: 2                 // a thin border (a field, a row, a focus)
    readonly property int lineWidthBold: 3             // a token's rim, a text field's edge
    readonly property real buttonMinWidth: touch * 2.2 // a big button, however short its words
    readonly property real focusHaloGap: focusRing * 3 // night between a focused button and its halo
    readonly property color holdFill: Qt.rgba(1, 1, 1, 0.35)   // a hold button filling up
    readonly property color choiceTint: Qt.rgba(1, 1, 1, 0.08) // a preset or rule set not chosen
    readonly property real notReadyOpacity: 0.6        // "Start the game", still pressable, not ready
    readonly property real frameRadius: radius * 1.5   // a player's frame around the screen
    readonly property int keyFlick: 800                // an arrow key flicks a long page this fast
    readonly property real fieldRadius: radius * 0.6   // a text field's corners
    readonly property real disabledOpacity: 0.5        // a control that cannot be used now
    readonly property real buttonDisabledOpacity: 0.45 // a big button that cannot be used now
    readonly property real buttonPressed: 0.97         // a big button's scale while pressed
    readonly property real toastPadding: gap * 1.5     // a message's words from its ends
    readonly property real toastOkWidth: touch * 1.6   // a message's OK button, at least
    readonly property real badgeLineShare: 0.44        // "Not saving", of the screen's width
    readonly property color badgeLineBack: Qt.rgba(0, 0, 0, 0.45)
    readonly property color rowTint: Qt.rgba(1, 1, 1, 0.07)   // a row of a list on the night
    readonly property color chipBack: Qt.rgba(nightDeep.r, nightDeep.g, nightDeep.b, 0.72)   // a score chip

    // layout widths
    readonly property int columnWidth: px(760)        // a centred column (start, settings)
    readonly property int menuButtonWidth: px(420)    // the start screen's main buttons
    readonly property int holdButtonWidth: px(520)    // "I am ..."
    readonly property int dialogWidth: px(720)
    readonly property int pinPadWidth: px(520)
    readonly property int sidePanelWidth: px(330)     // the points beside the reveal board
    readonly property real sidePanelShare: 0.3        // ... at least this share of the width
    readonly property real sidePanelShareMost: 0.5    // ... and its buttons' row no more than this
    readonly property real sidePanelPortrait: 0.4     // ... of the height, under it in portrait
    readonly property real setupPanePortrait: 0.42    // the seats' list, of the height, in portrait
    readonly property real boardHintShare: 0.3        // "Which one is ...'s?" beside the board
    readonly property real computerClueShare: 0.45    // a computer's clue, at most, of the height
    readonly property real rabbitComputerShare: 0.22  // a computer's rabbit, at most, of the height
    readonly property real pinKeyWidth: touch * 1.4   // a key of the PIN pad

    // player frames and headers
    readonly property int frameInset: px(8)
    readonly property int frameWidth: Math.max(5, px(9))
    readonly property int frameWidthBold: Math.max(6, px(12))   // the handoff screen
    readonly property int dialogBorder: Math.max(3, px(5))
    readonly property int headerRabbit: px(60)
    readonly property real holdButtonHeight: touch * 1.3   // "I am ..."

    // rabbits
    readonly property int rabbitDefault: px(64)
    readonly property int rabbitSmall: px(44)         // a line in a list
    readonly property real rabbitSmallCompact: rabbitSmall * 0.75   // ... a list short of room
    readonly property int rabbitMenu: px(72)          // the start screen's row of rabbits
    readonly property int rabbitHandoff: px(180)
    readonly property real rabbitHandoffShare: 0.25   // ... and at most this share of the screen's height
    readonly property int rabbitVote: px(46)          // a voter's rabbit on a card at the reveal
    readonly property int bobHeight: px(10)           // a rabbit bobbing gently
    readonly property int jumpHeight: px(28)          // the winner's rabbit jumping

    // cards
    readonly property real cardAspect: 1.5             // height / width of every card
    readonly property int cardWidth: px(160)
    readonly property int cardThumbWidth: px(104)      // a card in the story of the game
    readonly property int cardThumbGap: 2              // ... and the words under it
    readonly property real mineMarkOpacity: 0.9        // "yours" on the voter's own card
    readonly property int handMinHeight: px(120)
    readonly property int cardLift: px(22)             // a chosen card rises
    readonly property int dealDrop: px(40)             // a dealt card falls in from this high
    readonly property int badgeSize: px(48)            // a tick or the red token on a card
    readonly property int badgeOffset: px(8)
    readonly property int starOffset: px(14)           // the storyteller's star above a card
    readonly property real cardLabelRoom: 1.6          // a card's number below it, in label sizes
    readonly property real cardDimmed: 0.55            // a card that cannot be chosen now
    readonly property int cardFrameMin: lineWidthBold  // a card's paper frame, at least
    readonly property real cardOversample: 1.25        // a card's picture decoded this much larger
    readonly property real cardBackRing: 0.8           // the ring on a card's back, its opacity

    // score track, reveal, end, history
    readonly property int trackBand: Math.max(40, px(58))
    readonly property real trackOpacity: 0.92          // the wooden band, the night just showing
    readonly property int trackFontMin: 11             // a space's number and a lap badge, at least
    readonly property real labelShrinkMin: 0.7         // a card's label shrinks to this share before "…"
    readonly property int lapBadgePadding: 4           // a "+30" badge's text from its ends
    readonly property int starBig: Math.max(2, px(4))
    readonly property int starSmall: Math.max(2, px(2))
    readonly property int pointsBadgeWidth: px(58)
    readonly property int pointsBadgeHeight: px(40)
    readonly property real pointsBadgeHeightCompact: pointsBadgeHeight * 0.8   // a list short of room
    readonly property real resultNameShare: 0.35      // a name in a dense list of points, of the line
    readonly property real resultLineTall: touch * 1.4    // a line of points with room: more, and it is compact
    readonly property real resultLineShort: touch * 0.85  // a compact line: more, and the list is dense
    readonly property int podiumWidth: px(200)
    readonly property int podiumTop: px(70)           // the winner's step
    readonly property int podiumStep: px(56)          // the others' steps, lower by rank
    readonly property int podiumStepDrop: px(6)
    readonly property int podiumLowest: px(24)
    readonly property real podiumWinnerRabbit: 0.9    // the winner's rabbit, of its podium's width
    readonly property real podiumRabbit: 0.6          // another player's rabbit, of its podium's width
    readonly property real podiumOpacity: 0.85        // another player's podium
    readonly property int seatNumberWidth: px(24)
    readonly property real playerRowNarrow: touch * 9.5   // narrower: a seat's buttons go below
    readonly property int kindIconWidth: 26           // who plays a seat (PlayerKindIcon)
    readonly property int kindIconHeight: 24
    readonly property int statLabelWidth: px(230)
    readonly property int statCountWidth: px(64)
    readonly property int barHeight: px(16)
    readonly property int dotSize: px(16)
    readonly property int kioskCorner: Math.max(48, px(72))

    // motion (reduced motion turns every duration to 0)
    property bool reducedMotion: false
    readonly property int flipMs: reducedMotion ? 0 : 280
    readonly property int dealMs: reducedMotion ? 0 : 240
    readonly property int hopMs: reducedMotion ? 0 : 150
    readonly property int fadeMs: reducedMotion ? 0 : 200
    readonly property int dealStaggerMs: reducedMotion ? 0 : 90    // between two cards dealt
    readonly property int dealSettleMs: reducedMotion ? 0 : 150    // a dealt card, before it turns
    readonly property int votesShownMs: reducedMotion ? 0 : 400    // the board up, then the votes
    readonly property int voteStaggerMs: reducedMotion ? 0 : 120   // between two voters' rabbits
    readonly property int resultStaggerMs: reducedMotion ? 0 : 120 // between two lines of points
    property int holdMs: 600
    // idle motion (each animation stops itself with reduced motion)
    readonly property int pressMs: 90          // a button pressed sinks
    readonly property int bobMs: 700           // the handoff's rabbit bobbing, each way
    readonly property int jumpMs: 320          // the winner's rabbit jumping, up or down
    readonly property int jumpRestMs: 500      // between two of the winner's jumps
    readonly property int rockMs: 600          // a computer's rabbit rocking, a quarter swing
    readonly property int rockAngle: 6         // ... and how far it leans, in degrees
    readonly property int breathMs: 900        // the sand timer's glow, breathing in or out
    readonly property int breaths: 3           // ... so many times, then it stays lit
    readonly property int toastMs: 4000        // an ordinary message goes by itself
    readonly property int lookAheadMs: 250     // a screen up, then the next ones compile
    readonly property int kioskHoldMs: 3000    // a grown-up's long press in the kiosk corner
    readonly property int clueReadMs: 700   // a clue just given stays at least this long
}
