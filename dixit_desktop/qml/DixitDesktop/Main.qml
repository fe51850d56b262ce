import QtQuick
import QtQuick.Controls.Basic
import DixitDesktop.Backend

// The one window. Table.screen says which screen shows; private screens exist only while
// their player is confirmed, and the Loader destroys them the moment the screen changes.
ApplicationWindow {
    id: window
    objectName: "mainWindow"
    width: 1280
    height: 800
    minimumWidth: 640
    minimumHeight: 480
    visible: true
    visibility: Table.fullScreen || Table.kiosk ? Window.FullScreen : Window.Windowed
    flags: Table.kiosk ? (Qt.Window | Qt.FramelessWindowHint) : Qt.Window
    onClosing: (close) => { close.accepted = Table.mayClose }
    title: qsTr("Dixit Desktop")
    color: Theme.nightDeep
    font.family: Theme.textFont
    font.pixelSize: Theme.fontBody

    onWidthChanged: Theme.windowWidth = width
    onHeightChanged: Theme.windowHeight = height
    Component.onCompleted: {
        Theme.windowWidth = width
        Theme.windowHeight = height
    }
    Binding { target: Theme; property: "holdMs"; value: Table.holdMs }
    Binding { target: Theme; property: "reducedMotion"; value: Table.reducedMotion }

    readonly property var trackScreens: ["board", "givers", "reveal"]
    readonly property bool showTrack: trackScreens.indexOf(Table.screen) >= 0

    NightSky {
        anchors.fill: parent
        tint: (Table.screen === "handoff") ? Table.handoffColour
            : (Table.viewer >= 0 ? Table.viewerColour : "transparent")
    }

    ScoreTrack {
        id: track
        anchors.fill: parent
        visible: window.showTrack
    }

    Loader {
        id: screenLoader
        objectName: "screenLoader"
        anchors.fill: parent
        anchors.margins: window.showTrack ? track.band : 0
        focus: true
        sourceComponent: {
            switch (Table.screen) {
            case "setup": return setupScreen
            case "handoff": return handoffScreen
            case "clue": return handScreen
            case "play": return handScreen
            case "givers": return giversScreen
            case "board": return boardScreen
            case "vote": return voteScreen
            case "reveal": return revealScreen
            case "end": return endScreen
            case "story": return storyScreen
            case "credits": return creditsScreen
            case "settings": return settingsScreen
            case "history": return historyScreen
            default: return startScreen
            }
        }
        onLoaded: (item as Item).forceActiveFocus()
    }

    Component { id: startScreen; StartScreen {} }
    Component { id: setupScreen; SetupScreen {} }
    Component { id: handoffScreen; HandoffScreen {} }
    Component { id: handScreen; HandScreen {} }
    Component { id: giversScreen; GiversScreen {} }
    Component { id: boardScreen; BoardScreen {} }
    Component { id: voteScreen; VoteScreen {} }
    Component { id: revealScreen; RevealScreen {} }
    Component { id: endScreen; EndScreen {} }
    Component { id: storyScreen; StoryScreen {} }
    Component { id: creditsScreen; CreditsScreen {} }
    Component { id: settingsScreen; SettingsScreen {} }
    Component { id: historyScreen; HistoryScreen {} }

    Toast {   // at the top, where it never covers the buttons
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: Theme.margin
        z: 200
    }

    Shortcut {
        sequence: "Escape"
        onActivated: Table.back()
    }

    MouseArea {   // kiosk: a grown-up's long press in the top-left corner, then the PIN
        objectName: "kioskCorner"
        visible: Table.kiosk
        x: 0; y: 0; z: 300
        width: Math.max(48, Theme.px(72)); height: width
        pressAndHoldInterval: 3000
        onPressAndHold: Table.requestKioskExit()
        Accessible.role: Accessible.Button
        Accessible.name: qsTr("Grown-ups: press and hold here to leave kiosk mode")
    }

    PinPad {
        visible: Table.kioskExitPrompt
        mode: "exit"
    }
}
