pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Window
import DixitDesktop.Backend
import DixitDesktop.Controls
import DixitDesktop.Table

// The public table on a second screen (a TV), full screen, read from the sofa: the board, the
// reveal, the track, the end and the story, large. Only what TableScreen.show allows is here:
// never a hand, an owner or a vote before the reveal, never a choice in progress. Nothing on
// it is interactive (the device keeps every button) and it never takes the keyboard. Created
// by App.qml only while the family shows the table on a second screen.
Window {
    id: tv
    objectName: "tableWindow"
    title: qsTr("Dixit Desktop")
    color: Theme.nightDeep
    flags: Qt.Window | Qt.FramelessWindowHint | Qt.WindowDoesNotAcceptFocus
    visible: TableScreen.shown   // hides at once when the screen goes, before it is destroyed
    visibility: TableScreen.shown ? Window.FullScreen : Window.Hidden
    // the second screen, by name (Window takes Qt's own screen objects); the window is also
    // placed on it, since platforms move a window to the screen its position is on
    readonly property var application: Qt.application   // at run time it lists the screens
    readonly property var target: {
        const all = tv.application.screens
        for (let i = 0; i < all.length; ++i) {
            if (all[i].name === TableScreen.screenName)
                return all[i]
        }
        return null
    }
    screen: target
    x: target ? target.virtualX : 0
    y: target ? target.virtualY : 0
    width: target ? target.width : 1280
    height: target ? target.height : 720

    TableSizes { id: sizes; width: tv.width; height: tv.height }
    readonly property int show: TableScreen.show
    readonly property bool withTrack: show === TableScreen.WAITING || show === TableScreen.BOARD
                                      || show === TableScreen.REVEAL || show === TableScreen.PAUSED

    NightSky { anchors.fill: parent }

    // at the reveal the rabbits hop once the board's cards have turned (as on the device)
    function settledOn(view: var): bool {
        return view !== null && view.settled === true
    }
    ScoreTrack {   // the rabbits around the edge, as on the box's board
        anchors.fill: parent
        visible: tv.withTrack
        band: sizes.band
        waiting: tv.show === TableScreen.REVEAL && !tv.settledOn(middleLoader.item)
    }

    Item {
        id: middle
        anchors.fill: parent
        anchors.margins: tv.withTrack ? sizes.band + sizes.gap : sizes.gap * 2

        Loader {
            id: middleLoader
            anchors.fill: parent
            sourceComponent: tv.show === TableScreen.BOARD || tv.show === TableScreen.REVEAL ? board
                           : tv.show === TableScreen.END ? end
                           : tv.show === TableScreen.STORY ? story
                           : turn
        }
    }

    Component { id: turn; TableTurn { sizes: sizes } }
    Component { id: board; TableBoard { sizes: sizes } }
    Component { id: end; TableEnd { sizes: sizes } }
    Component { id: story; TableStory { sizes: sizes } }
}
